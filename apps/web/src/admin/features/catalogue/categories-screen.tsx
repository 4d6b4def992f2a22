import { chakra, Flex, Input, Link, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { EditPanelForm } from '../../components/edit-panel-form';
import { fromAdminImage, ImagesField, toImageInput } from '../../components/images-field';
import { PageHeader } from '../../components/page-header';
import { EditItemButton, NewItemButton, QueryList, ResourceTable, useEditing } from '../../components/resource-list';
import { EmptyState } from '../../components/states';
import type { AdminCategoryFieldsFragment } from '../../gql/graphql';
import { saveForm } from '../../lib/save-form';
import { isValidSlug, SLUG_MESSAGE } from '../../lib/slug';
import { useSlugFields } from '../../lib/use-slug-fields';
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

/** the save mutation's input for the form's values */
function categoryInput(values: CategoryValues, category: AdminCategoryFieldsFragment | null) {
  return {
    ...(category ? { id: category.id } : {}),
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    image: values.image[0] ? toImageInput(values.image[0]) : null,
    position: values.position === '' ? null : Number(values.position),
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
  const { nameProps, slugProps } = useSlugFields({
    register,
    setValue,
    name: 'name',
    slug: 'slug',
    ownSlug: Boolean(category),
  });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: categoryInput(values, category) } })).data?.saveCategory,
      saved: (payload) => payload.category,
      onSaved: (saved) => {
        toastSuccess({ title: category ? 'Category saved' : 'Category created', description: saved.name });
        onDone();
      },
      setError,
      fields: Object.keys(categorySchema.shape),
      failure: 'The category was not saved',
    }),
  );
  return (
    <EditPanelForm
      title={category ? `Edit “${category.name}”` : 'New category'}
      label="Category"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={category ? 'Save category' : 'Create category'}
      onCancel={onDone}
    >
      <FormField label="Name" required error={errors.name?.message}>
        <Input {...nameProps} />
      </FormField>
      <FormField label="Slug" required error={errors.slug?.message} helperText="/categories/slug in the shop">
        <Input {...slugProps} />
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
    </EditPanelForm>
  );
}

export default function CategoriesScreen() {
  const { data, loading, error, refetch } = useQuery(AdminCategoriesQuery);
  const [remove] = useMutation(AdminDeleteCategoryMutation, { refetchQueries: ['AdminCategories'] });
  const editing = useEditing<AdminCategoryFieldsFragment>();
  return (
    <>
      <PageHeader title="Categories" actions={<NewItemButton onClick={editing.startNew}>New category</NewItemButton>} />
      {editing.open ? <CategoryForm key={editing.key} category={editing.item} onDone={editing.close} /> : null}
      <QueryList
        items={data?.categories}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="The categories could not be loaded"
        loadingLabel="Loading the categories"
        empty={<EmptyState title="No categories yet." description="Create one to group the catalogue." />}
      >
        {(categories) => (
          <ResourceTable label="Categories" columns={['Category', 'Products', 'Position']} busy={loading}>
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
                  <EditItemButton label={`Edit ${category.name}`} onClick={() => editing.edit(category)} />
                  <DeleteButton
                    what="category"
                    name={category.name}
                    consequence="Its products stay in the catalogue, without this category."
                    onDelete={async () => (await remove({ variables: { id: category.id } })).data?.deleteCategory}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </ResourceTable>
        )}
      </QueryList>
    </>
  );
}
