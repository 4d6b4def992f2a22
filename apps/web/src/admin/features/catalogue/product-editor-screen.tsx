import { chakra, Box, Button, Flex, Grid, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FormState,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { toastError, toastFailure, toastSuccess } from '../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CheckboxInput, SelectInput, TextListField } from '../../components/form-bits';
import { ImagesField } from '../../components/images-field';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { RichTextEditor } from '../../components/rich-text-editor';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { TableScrollArea } from '../../components/table-scroll-area';
import { useSlugFields } from '../../lib/use-slug-fields';
import { saveForm } from '../../lib/save-form';
import {
  AdminCategoriesQuery,
  AdminDeleteProductMutation,
  AdminProductQuery,
  AdminSaveProductMutation,
} from './catalogue-documents';
import {
  EMPTY_PRODUCT,
  PRODUCT_FORM_FIELDS,
  formToProductInput,
  missingCombinations,
  productSchema,
  productToForm,
  splitOptions,
  type ProductFormValues,
} from './product-form';

const TAX_CLASS_OPTIONS = [
  ['standard', 'Standard VAT (21 %)'],
  ['reduced', 'Reduced VAT (9 %)'],
  ['zero', 'Zero-rated (0 %)'],
] as const;

const STOCK_OPTIONS = [
  ['instock', 'In stock'],
  ['outofstock', 'Out of stock'],
] as const;

/** a variation's quantity breaks: "from N units, € each" rows, added and removed per variation */
function VariationTiers({
  control,
  register,
  index,
  label,
  errors,
  submitted,
  touched,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  index: number;
  /** the variation's options ("Large"), for the buttons' accessible names */
  label: string;
  errors: FieldErrors<ProductFormValues['variations'][number]>['tiers'];
  /** the form was submitted: every tier's errors show */
  submitted: boolean;
  /** which tier fields were left (an error shows once its field was left, as in the rest of the row) */
  touched: ({ minQuantity?: boolean; price?: boolean } | undefined)[] | undefined;
}) {
  const tiers = useFieldArray({ control, name: `variations.${index}.tiers` });
  return (
    <Stack gap="1" data-testid="variation-tiers">
      {tiers.fields.map((tier, t) => {
        const shown = (field: 'minQuantity' | 'price') =>
          submitted || touched?.[t]?.[field] ? errors?.[t]?.[field] : undefined;
        const tierErrors = { minQuantity: shown('minQuantity'), price: shown('price') };
        return (
          <Box key={tier.id}>
            <Flex gap="1" align="center">
              <Input
                inputMode="numeric"
                size="sm"
                w="16"
                aria-label={`${label} tier ${t + 1} from quantity`}
                aria-invalid={tierErrors.minQuantity ? true : undefined}
                {...register(`variations.${index}.tiers.${t}.minQuantity`)}
              />
              <Text fontSize="xs" aria-hidden="true">
                + €
              </Text>
              <Input
                inputMode="decimal"
                size="sm"
                w="20"
                aria-label={`${label} tier ${t + 1} unit price`}
                aria-invalid={tierErrors.price ? true : undefined}
                {...register(`variations.${index}.tiers.${t}.price`)}
              />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove tier ${t + 1} of ${label}`}
                onClick={() => tiers.remove(t)}
              >
                <Trash2 />
              </Button>
            </Flex>
            {tierErrors.minQuantity?.message || tierErrors.price?.message ? (
              <Text color="fg.error" fontSize="xs">
                {tierErrors.minQuantity?.message ?? tierErrors.price?.message}
              </Text>
            ) : null}
          </Box>
        );
      })}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        aria-label={`Add tier to ${label}`}
        onClick={() => tiers.append({ minQuantity: '', price: '' })}
      >
        <Plus aria-hidden="true" /> Add tier
      </Button>
    </Stack>
  );
}

function Variations({
  control,
  register,
  errors,
  touched,
  submitted,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** which variation fields the operator has left (react-hook-form's touchedFields.variations) */
  touched: FormState<ProductFormValues>['touchedFields']['variations'];
  submitted: boolean;
}) {
  const attributes = useFieldArray({ control, name: 'attributes' });
  const variations = useFieldArray({ control, name: 'variations' });
  const watched = useWatch({ control, name: ['attributes', 'variations'] });
  const [attributeValues, variationValues] = watched;
  const missing = missingCombinations({ attributes: attributeValues, variations: variationValues });
  const variationErrors = errors.variations;
  return (
    <Stack gap="5">
      <Stack gap="3" role="group" aria-label="Attributes">
        <Text fontWeight="600">Attributes</Text>
        {attributes.fields.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Add an attribute (e.g. Strength with options 5%, 10%), then its variations.
          </Text>
        ) : null}
        {attributes.fields.map((field, index) => (
          <Grid key={field.id} templateColumns={{ base: '1fr', md: '1fr 2fr auto' }} gap="2" alignItems="start">
            <FormField label={`Attribute ${index + 1} name`} error={errors.attributes?.[index]?.name?.message}>
              <Input {...register(`attributes.${index}.name`)} placeholder="Strength" />
            </FormField>
            <FormField
              label="Options"
              helperText="Separated by commas"
              error={errors.attributes?.[index]?.options?.message}
            >
              <Input {...register(`attributes.${index}.options`)} placeholder="5%, 10%, 20%" />
            </FormField>
            <Button
              mt={{ base: '0', md: '6' }}
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove attribute ${index + 1}`}
              onClick={() => attributes.remove(index)}
            >
              <Trash2 />
            </Button>
          </Grid>
        ))}
        {errors.attributes?.message ? (
          <Text color="fg.error" fontSize="sm">
            {errors.attributes.message}
          </Text>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => attributes.append({ name: '', options: '' })}
        >
          <Plus aria-hidden="true" /> Add attribute
        </Button>
      </Stack>
      <Stack gap="3" role="group" aria-label="Variations">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontWeight="600">Variations</Text>
          <Flex gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={missing.length === 0}
              onClick={() =>
                variations.append(
                  missing.map((options) => ({
                    options,
                    price: '',
                    stockStatus: 'instock',
                    stockQuantity: '',
                    sku: '',
                    image: [],
                    tiers: [],
                    minQuantity: '',
                    quantityStep: '',
                  })),
                )
              }
            >
              Add missing combinations{missing.length ? ` (${missing.length})` : ''}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                variations.append({
                  options: attributeValues.map(() => ''),
                  price: '',
                  stockStatus: 'instock',
                  stockQuantity: '',
                  sku: '',
                  image: [],
                  tiers: [],
                  minQuantity: '',
                  quantityStep: '',
                })
              }
            >
              <Plus aria-hidden="true" /> Add variation
            </Button>
          </Flex>
        </Flex>
        {variationErrors?.message ? (
          <Text color="fg.error" fontSize="sm">
            {variationErrors.message}
          </Text>
        ) : null}
        {variations.fields.length ? (
          <TableScrollArea label="Variations" borderWidth="1px" borderColor="border" borderRadius="md">
            <Table.Root size="sm" aria-label="Variations" css={VARIATION_CARDS_BELOW_MD}>
              <Table.Header>
                <Table.Row>
                  {attributeValues.map((attribute, a) => (
                    <Table.ColumnHeader key={a}>{attribute.name || `Attribute ${a + 1}`}</Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>Price (€)</Table.ColumnHeader>
                  <Table.ColumnHeader>SKU</Table.ColumnHeader>
                  <Table.ColumnHeader>Stock</Table.ColumnHeader>
                  <Table.ColumnHeader>Quantity</Table.ColumnHeader>
                  <Table.ColumnHeader>Min. order</Table.ColumnHeader>
                  <Table.ColumnHeader>Case pack</Table.ColumnHeader>
                  <Table.ColumnHeader>Tier prices (€)</Table.ColumnHeader>
                  <Table.ColumnHeader>Image</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <chakra.span srOnly>Remove</chakra.span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {variations.fields.map((field, index) => {
                  // Adding rows validates the whole list (react-hook-form, mode onTouched): a new row's
                  // empty fields would be marked wrong at once, and a message would stay while its field
                  // is typed into. A row's errors show once its field was left, or the form was submitted.
                  const rowErrors = variationErrors?.[index];
                  const rowTouched = touched?.[index];
                  const optionError = (a: number) =>
                    submitted || rowTouched?.options?.[a] ? rowErrors?.options?.[a] : undefined;
                  const priceError = submitted || rowTouched?.price ? rowErrors?.price : undefined;
                  const quantityError = submitted || rowTouched?.stockQuantity ? rowErrors?.stockQuantity : undefined;
                  const skuError = submitted || rowTouched?.sku ? rowErrors?.sku : undefined;
                  const minError = submitted || rowTouched?.minQuantity ? rowErrors?.minQuantity : undefined;
                  const stepError = submitted || rowTouched?.quantityStep ? rowErrors?.quantityStep : undefined;
                  const label =
                    (variationValues[index]?.options ?? []).filter(Boolean).join(' / ') || `variation ${index + 1}`;
                  return (
                    <Table.Row key={field.id} data-testid="variation-row">
                      <Table.Cell hideFrom="md" data-part="card-title">
                        <Text fontWeight="600">
                          Variation {index + 1}
                          {label === `variation ${index + 1}` ? '' : ` · ${label}`}
                        </Text>
                      </Table.Cell>
                      {attributeValues.map((attribute, a) => (
                        <Table.Cell key={a} minW="32">
                          <CardLabel>{attribute.name || `Attribute ${a + 1}`}</CardLabel>
                          <SelectInput
                            aria-label={`Variation ${index + 1} ${attribute.name || `attribute ${a + 1}`}`}
                            aria-invalid={optionError(a) ? true : undefined}
                            options={[['', 'Choose…'], ...splitOptions(attribute.options).map((o) => [o, o] as const)]}
                            {...register(`variations.${index}.options.${a}`)}
                          />
                          {optionError(a)?.message ? (
                            <Text color="fg.error" fontSize="xs">
                              {optionError(a)!.message}
                            </Text>
                          ) : null}
                        </Table.Cell>
                      ))}
                      <Table.Cell minW="28">
                        <CardLabel>Price (€)</CardLabel>
                        <Input
                          inputMode="decimal"
                          aria-label={`Variation ${index + 1} price`}
                          aria-invalid={priceError ? true : undefined}
                          {...register(`variations.${index}.price`)}
                        />
                        {priceError?.message ? (
                          <Text color="fg.error" fontSize="xs">
                            {priceError.message}
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell minW="56" data-part="card-wide">
                        <CardLabel>SKU</CardLabel>
                        <Input
                          aria-label={`Variation ${index + 1} SKU`}
                          aria-invalid={skuError ? true : undefined}
                          fontFamily="mono"
                          {...register(`variations.${index}.sku`)}
                        />
                        {skuError?.message ? (
                          <Text color="fg.error" fontSize="xs">
                            {skuError.message}
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell minW="36">
                        <CardLabel>Stock</CardLabel>
                        <SelectInput
                          aria-label={`Variation ${index + 1} stock`}
                          options={STOCK_OPTIONS}
                          {...register(`variations.${index}.stockStatus`)}
                        />
                      </Table.Cell>
                      <NumberCell
                        heading="Quantity"
                        label={`Variation ${index + 1} quantity`}
                        error={quantityError}
                        field={register(`variations.${index}.stockQuantity`)}
                      />
                      <NumberCell
                        heading="Min. order"
                        label={`Variation ${index + 1} minimum order quantity`}
                        placeholder="Product's"
                        error={minError}
                        field={register(`variations.${index}.minQuantity`)}
                      />
                      <NumberCell
                        heading="Case pack"
                        label={`Variation ${index + 1} case pack`}
                        placeholder="Product's"
                        error={stepError}
                        field={register(`variations.${index}.quantityStep`)}
                      />
                      <Table.Cell minW="56" data-part="card-wide">
                        <CardLabel>Tier prices (€)</CardLabel>
                        <VariationTiers
                          control={control}
                          register={register}
                          index={index}
                          label={label}
                          errors={rowErrors?.tiers}
                          submitted={submitted}
                          touched={rowTouched?.tiers}
                        />
                      </Table.Cell>
                      <Table.Cell minW="44" data-part="card-wide">
                        <Controller
                          control={control}
                          name={`variations.${index}.image`}
                          render={({ field: imageField }) => (
                            <ImagesField
                              single
                              label={`Variation ${index + 1} image`}
                              value={imageField.value}
                              onChange={imageField.onChange}
                            />
                          )}
                        />
                      </Table.Cell>
                      <Table.Cell data-part="card-remove">
                        <Button
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Remove variation ${index + 1}`}
                          onClick={() => variations.remove(index)}
                        >
                          <Trash2 />
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </TableScrollArea>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            No variations yet.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function Specifications({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' });
  return (
    <Stack gap="2" role="group" aria-label="Specifications">
      {fields.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          None yet.
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <Grid key={field.id} templateColumns="1fr 2fr auto" gap="2" alignItems="start">
          <Box>
            <Input
              aria-label={`Specification ${index + 1} label`}
              placeholder="Label"
              aria-invalid={errors.specifications?.[index]?.label ? true : undefined}
              {...register(`specifications.${index}.label`)}
            />
            <Text color="fg.error" fontSize="xs">
              {errors.specifications?.[index]?.label?.message}
            </Text>
          </Box>
          <Box>
            <Input
              aria-label={`Specification ${index + 1} value`}
              placeholder="Value"
              aria-invalid={errors.specifications?.[index]?.value ? true : undefined}
              {...register(`specifications.${index}.value`)}
            />
            <Text color="fg.error" fontSize="xs">
              {errors.specifications?.[index]?.value?.message}
            </Text>
          </Box>
          <Button
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove specification ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 />
          </Button>
        </Grid>
      ))}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => append({ label: '', value: '' })}>
        <Plus aria-hidden="true" /> Add specification
      </Button>
    </Stack>
  );
}

export function ProductForm({
  id,
  initial,
  onSaved,
  onDelete,
}: {
  id?: string;
  initial: ProductFormValues;
  onSaved: (id: string) => void;
  onDelete?: () => void;
}) {
  const [save] = useMutation(AdminSaveProductMutation);
  const categories = useQuery(AdminCategoriesQuery);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty, touchedFields, isSubmitted },
  } = useForm<ProductFormValues>({ resolver: zodResolver(productSchema), mode: 'onTouched', defaultValues: initial });
  useEffect(() => reset(initial), [initial, reset]);
  const type = useWatch({ control, name: 'type' });
  const { nameProps, slugProps } = useSlugFields({
    register,
    setValue,
    name: 'name',
    slug: 'slug',
    ownSlug: Boolean(id),
    setOptions: { shouldDirty: true },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const unplaced = await saveForm({
        save: async () => (await save({ variables: { input: formToProductInput(values, id) } })).data?.saveProduct,
        saved: (payload) => payload.product,
        onSaved: (product) => {
          toastSuccess({ title: id ? 'Product saved' : 'Product created', description: product.name });
          reset(productToForm(product));
          onSaved(product.id);
        },
        setError,
        fields: PRODUCT_FORM_FIELDS,
        failure: 'The product was not saved',
      });
      setFormError(unplaced);
    },
    () => toastError({ title: 'The product was not saved', description: 'Check the highlighted fields.' }),
  );

  return (
    <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Product">
      {formError ? (
        <Text color="fg.error" role="alert" mb="4">
          {formError}
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <Panel title="Product">
            <Stack gap="4">
              <FormField label="Name" required error={errors.name?.message}>
                <Input {...nameProps} />
              </FormField>
              <FormField
                label="Slug"
                required
                error={errors.slug?.message}
                helperText="The product's address in the shop: /products/slug"
              >
                <Input {...slugProps} />
              </FormField>
              <FormField label="Short description" error={errors.shortDescription?.message}>
                <Textarea rows={3} {...register('shortDescription')} />
              </FormField>
              <Controller
                control={control}
                name="description"
                render={({ field }) => (
                  <FormField label="Description" error={errors.description?.message}>
                    <RichTextEditor
                      label="Description"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={Boolean(errors.description)}
                    />
                  </FormField>
                )}
              />
            </Stack>
          </Panel>
          <Panel title="Images">
            <Controller
              control={control}
              name="images"
              render={({ field }) => (
                <ImagesField
                  label="Product images"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.images?.message}
                />
              )}
            />
          </Panel>
          {type === 'variable' ? (
            <Panel title="Attributes and variations">
              <Variations
                control={control}
                register={register}
                errors={errors}
                touched={touchedFields.variations}
                submitted={isSubmitted}
              />
            </Panel>
          ) : null}
          <Panel title="Details">
            <Stack gap="5">
              <TextListField
                control={control}
                register={register}
                name="benefits"
                label="Benefits"
                itemLabel="Benefit"
                errors={errors.benefits as never}
              />
              <TextListField
                control={control}
                register={register}
                name="ingredients"
                label="Ingredients"
                itemLabel="Ingredient"
                errors={errors.ingredients as never}
              />
              <Box>
                <Text fontWeight="500" fontSize="sm" mb="2">
                  Specifications
                </Text>
                <Specifications control={control} register={register} errors={errors} />
              </Box>
            </Stack>
          </Panel>
        </Stack>
        <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Panel title="Publishing">
            <Stack gap="4">
              <FormField label="Status" error={errors.status?.message}>
                <SelectInput
                  options={[
                    ['draft', 'Draft (not in the shop)'],
                    ['publish', 'Published'],
                  ]}
                  {...register('status')}
                />
              </FormField>
              <FormField label="Catalogue visibility" error={errors.catalogVisibility?.message}>
                <SelectInput
                  options={[
                    ['visible', 'Visible'],
                    ['hidden', 'Hidden'],
                  ]}
                  {...register('catalogVisibility')}
                />
              </FormField>
              <FormField label="Type" error={errors.type?.message}>
                <SelectInput
                  options={[
                    ['simple', 'Simple product'],
                    ['variable', 'Variable product (variations)'],
                  ]}
                  {...register('type')}
                />
              </FormField>
              <Flex gap="2" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
                  {id ? 'Save product' : 'Create product'}
                </Button>
                {onDelete ? (
                  <Button variant="outline" colorPalette="red" onClick={onDelete}>
                    Delete
                  </Button>
                ) : null}
              </Flex>
              {isDirty ? (
                <Text fontSize="sm" color="fg.muted">
                  Unsaved changes
                </Text>
              ) : null}
            </Stack>
          </Panel>
          <Panel title="Price and stock">
            <Stack gap="4">
              <FormField
                label="Price (€)"
                required
                error={errors.price?.message}
                helperText={type === 'variable' ? "The shop shows the variations' prices." : undefined}
              >
                <Input inputMode="decimal" placeholder="12.50" {...register('price')} />
              </FormField>
              <FormField label="VAT class" error={errors.taxClass?.message}>
                <SelectInput options={TAX_CLASS_OPTIONS} {...register('taxClass')} />
              </FormField>
              <FormField label="Stock status" error={errors.stockStatus?.message}>
                <SelectInput options={STOCK_OPTIONS} {...register('stockStatus')} />
              </FormField>
              <FormField
                label="Stock quantity"
                error={errors.stockQuantity?.message}
                helperText="Empty: stock is not counted."
              >
                <Input inputMode="numeric" {...register('stockQuantity')} />
              </FormField>
              <FormField
                label="SKU"
                error={errors.sku?.message}
                helperText="Unique in the shop; buyers can search for it."
              >
                <Input fontFamily="mono" placeholder="GL-OIL-001" {...register('sku')} />
              </FormField>
            </Stack>
          </Panel>
          <Panel title="Categories">
            <Controller
              control={control}
              name="categorySlugs"
              render={({ field }) => (
                <Stack gap="2" role="group" aria-label="Categories">
                  {categories.loading && !categories.data ? <Text color="fg.muted">Loading categories…</Text> : null}
                  {categories.error && !categories.data ? (
                    <Text color="fg.error">The categories could not be loaded.</Text>
                  ) : null}
                  {(categories.data?.categories ?? []).map((category) => (
                    <CheckboxInput
                      key={category.id}
                      checked={field.value.includes(category.slug)}
                      onChange={(checked) =>
                        field.onChange(
                          checked
                            ? [...field.value, category.slug]
                            : field.value.filter((slug) => slug !== category.slug),
                        )
                      }
                    >
                      {category.name}
                    </CheckboxInput>
                  ))}
                  {errors.categorySlugs?.message ? (
                    <Text color="fg.error" fontSize="sm">
                      {errors.categorySlugs.message}
                    </Text>
                  ) : null}
                </Stack>
              )}
            />
          </Panel>
        </Stack>
      </Grid>
    </chakra.form>
  );
}

export default function ProductEditorScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminProductQuery, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  const [remove] = useMutation(AdminDeleteProductMutation);
  const [confirming, setConfirming] = useState(false);
  const product = data?.product;
  const [initial, setInitial] = useState<ProductFormValues | null>(id ? null : EMPTY_PRODUCT);
  useEffect(() => {
    if (!id) setInitial(EMPTY_PRODUCT);
    else if (product) setInitial(productToForm(product));
  }, [id, product]);
  const back: [string, string] = ['/admin/products', 'Products'];

  if (id && !product) {
    if (loading) return <LoadingState label="Loading the product" />;
    return (
      <>
        <PageHeader title="Product" back={back} />
        {error ? (
          <ErrorState title="The product could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <EmptyState title="There is no product with this id." />
        )}
      </>
    );
  }
  if (!initial) return <LoadingState label="Loading the product" />;

  const deleteProduct = async () => {
    try {
      const { data: result } = await remove({
        variables: { id: id! },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'AdminProduct', id }) });
          cache.evict({ fieldName: 'products' });
          cache.gc();
        },
      });
      if (!result?.deleteProduct.ok) {
        toastFailure(result?.deleteProduct ?? null, 'The product was not deleted');
        return false;
      }
      toastSuccess({ title: 'Product deleted', description: product?.name });
      void navigate('/admin/products', { replace: true });
      return true;
    } catch (failure) {
      toastFailure(failure, 'The product was not deleted');
      return false;
    }
  };

  return (
    <>
      <PageHeader title={product ? product.name : 'New product'} back={back} />
      <ProductForm
        id={id}
        initial={initial}
        onSaved={(savedId) => {
          if (!id) void navigate(`/admin/products/${savedId}`, { replace: true });
        }}
        onDelete={id ? () => setConfirming(true) : undefined}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${product?.name ?? 'this product'}?`}
        description="The product disappears from the shop and from this console. Orders that contain it keep their lines."
        confirmLabel="Delete product"
        destructive
        onConfirm={deleteProduct}
      />
    </>
  );
}

/**
 * Below md (a phone) the variations table is a stack of cards, one per variation: its title and remove
 * button on top, then each field under its column's name, two to a line (SKU, tier prices and image on a
 * line of their own). A table of ten or more columns does not fit a phone: its fields past the edge were
 * out of sight and, for touch, out of reach. From md on it is the table it was.
 */
const VARIATION_CARDS_BELOW_MD = {
  mdDown: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: '3',
      rowGap: '3',
      p: '3',
      '&:not(:last-of-type)': { borderBottomWidth: '1px' },
    },
    '& tbody td': { display: 'block', minW: '0', p: '0', borderBottomWidth: '0' },
    '& tbody td[data-part="card-title"]': { gridRow: '1', gridColumn: '1', alignSelf: 'center' },
    '& tbody td[data-part="card-remove"]': { gridRow: '1', gridColumn: '2', justifySelf: 'end' },
    '& tbody td[data-part="card-wide"]': { gridColumn: '1 / -1' },
  },
} as const;

/** a field's name over it when the variations table is a stack of cards (below md); the table's header says it from md on */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <Text hideFrom="md" fontSize="xs" fontWeight="600" color="fg.muted" mb="1" aria-hidden="true">
      {children}
    </Text>
  );
}

/** A whole-number cell of a variation row (stock, minimum, case pack), its error under it. */
function NumberCell({
  heading,
  label,
  placeholder,
  error,
  field,
}: {
  /** the column's header, shown over the field when the row is a card (below md) */
  heading: string;
  label: string;
  placeholder?: string;
  error: { message?: string } | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <Table.Cell minW="24">
      <CardLabel>{heading}</CardLabel>
      <Input
        inputMode="numeric"
        aria-label={label}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        {...field}
      />
      {error?.message ? (
        <Text color="fg.error" fontSize="xs">
          {error.message}
        </Text>
      ) : null}
    </Table.Cell>
  );
}
