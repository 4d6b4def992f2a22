import { chakra, Button, Flex, Input, Link, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastError, toastFailure, toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { fromAdminImage, ImagesField, toImageInput } from '../../components/images-field';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import type { AdminCategoryFieldsFragment } from '../../gql/graphql';
import { isValidSlug, SLUG_MESSAGE, suggestSlug } from '../../lib/slug';
import { applyUserErrors } from '../../lib/user-errors';
import { AdminCategoriesQuery, AdminDeleteCategoryMutation, AdminSaveCategoryMutation } from './catalogue-documents';

const image = z.object({ mediaId: z.string().nullish(), src: z.string(), alt: z.string() });

export const categorySchema = z.object({
  name: z.string().trim().min(1, 'Enter the category name.').max(100, 'Keep the name under 100 characters.'),
  slug: z.string().trim().min(1, 'Enter a slug.').refine(isValidSlug, SLUG_MESSAGE),
  description: z.string().max(2000, 'Keep the description under 2000 characters.'),
  image: z.array(image).max(1),
  position: z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d{1,5}$/.test(text), 'Enter a whole number (0 or more).'),
});
type CategoryValues = z.input<typeof categorySchema>;

function toValues(category: AdminCategoryFieldsFragment | null): CategoryValues {
  const img = fromAdminImage(category?.image);
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    image: img ? [img] : [],
    position: category ? String(category.position) : '',
  };
}

export function CategoryForm({
  category,
  onDone,
}: {
  category: AdminCategoryFieldsFragment | null;
  onDone: () => void;
}) {
  const [save] = useMutation(AdminSaveCategoryMutation, { refetchQueries: ['AdminCategories'] });
  const [slugEdited, setSlugEdited] = useState(Boolean(category));
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryValues>({
    resolver: zodResolver(categorySchema),
    mode: 'onTouched',
    defaultValues: toValues(category),
  });
  const nameField = register('name');
  const slugField = register('slug');
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({
        variables: {
          input: {
            ...(category ? { id: category.id } : {}),
            name: values.name.trim(),
            slug: values.slug.trim(),
            description: values.description.trim(),
            image: values.image[0] ? toImageInput(values.image[0]) : null,
            position: values.position === '' ? null : Number(values.position),
          },
        },
      });
      const payload = data?.saveCategory;
      if (payload?.category && payload.userErrors.length === 0) {
        toastSuccess({ title: category ? 'Category saved' : 'Category created', description: payload.category.name });
        onDone();
        return;
      }
      const unplaced = applyUserErrors(payload?.userErrors ?? [], setError, Object.keys(categorySchema.shape));
      toastError({ title: 'The category was not saved', description: unplaced[0] ?? 'Check the highlighted fields.' });
    } catch (error) {
      toastFailure(error, 'The category was not saved');
    }
  });
  return (
    <Panel title={category ? `Edit “${category.name}”` : 'New category'} mb="4">
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Category">
        <Stack gap="4">
          <FormField label="Name" required error={errors.name?.message}>
            <Input
              {...nameField}
              onChange={(event) => {
                void nameField.onChange(event);
                if (!slugEdited) setValue('slug', suggestSlug(event.currentTarget.value));
              }}
            />
          </FormField>
          <FormField label="Slug" required error={errors.slug?.message} helperText="/categories/slug in the shop">
            <Input
              {...slugField}
              onChange={(event) => {
                setSlugEdited(true);
                void slugField.onChange(event);
              }}
            />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <FormField label="Position" error={errors.position?.message} helperText="Lower numbers come first.">
            <Input inputMode="numeric" maxW="32" {...register('position')} />
          </FormField>
          <Controller
            control={control}
            name="image"
            render={({ field }) => (
              <ImagesField single label="Category image" value={field.value} onChange={field.onChange} />
            )}
          />
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
              {category ? 'Save category' : 'Create category'}
            </Button>
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </Panel>
  );
}

export default function CategoriesScreen() {
  const { data, loading, error, refetch } = useQuery(AdminCategoriesQuery);
  const [remove] = useMutation(AdminDeleteCategoryMutation, { refetchQueries: ['AdminCategories'] });
  const [editing, setEditing] = useState<AdminCategoryFieldsFragment | 'new' | null>(null);
  const categories = data?.categories;
  return (
    <>
      <PageHeader
        title="Categories"
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> New category
          </Button>
        }
      />
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {!categories ? (
        error ? (
          <ErrorState title="The categories could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the categories" />
        )
      ) : categories.length === 0 ? (
        <EmptyState title="No categories yet." description="Create one to group the catalogue." />
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg.panel"
          aria-busy={loading || undefined}
        >
          <Table.Root size="sm" aria-label="Categories">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Category</Table.ColumnHeader>
                <Table.ColumnHeader>Products</Table.ColumnHeader>
                <Table.ColumnHeader>Position</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <chakra.span srOnly>Actions</chakra.span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {categories.map((category) => (
                <Table.Row key={category.id} data-testid="table-row">
                  <Table.Cell>
                    <Flex gap="3" align="center">
                      {category.image ? (
                        <chakra.img src={category.image.src} alt="" w="10" h="10" objectFit="cover" borderRadius="sm" />
                      ) : null}
                      <Stack gap="0">
                        <Text fontWeight="600">{category.name}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          /categories/{category.slug}
                        </Text>
                      </Stack>
                    </Flex>
                  </Table.Cell>
                  <Table.Cell>
                    <Link asChild color="brand.700">
                      <RouterLink to={`/admin/products?category=${encodeURIComponent(category.slug)}`}>
                        {category.productCount}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{category.position}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setEditing(category)}
                      aria-label={`Edit ${category.name}`}
                    >
                      Edit
                    </Button>
                    <DeleteButton
                      what="category"
                      name={category.name}
                      consequence="Its products stay in the catalogue, without this category."
                      onDelete={async () => (await remove({ variables: { id: category.id } })).data?.deleteCategory}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
