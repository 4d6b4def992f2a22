import { Box, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { EditPanelForm } from '../../components/edit-panel-form';
import { SelectInput } from '../../components/form-bits';
import { PageHeader } from '../../components/page-header';
import { EditItemButton, ItemCard, NewItemButton, QueryList, useEditing } from '../../components/resource-list';
import { EmptyState } from '../../components/states';
import type { AdminPartnerReviewsQuery } from '../../gql/graphql';
import { saveForm } from '../../lib/save-form';
import {
  AdminDeletePartnerReviewMutation,
  AdminPartnerReviewsQuery as ReviewsDocument,
  AdminSavePartnerReviewMutation,
} from './content-documents';

type Review = AdminPartnerReviewsQuery['partnerReviews'][number];

export const reviewSchema = z.object({
  content: z
    .string()
    .trim()
    .min(10, 'Enter the review (at least 10 characters).')
    .max(2000, 'Keep it under 2000 characters.'),
  partnerName: z.string().trim().min(2, "Enter the partner's name.").max(100, 'Keep it under 100 characters.'),
  partnerPosition: z.string().max(100, 'Keep it under 100 characters.'),
  companyName: z.string().max(100, 'Keep it under 100 characters.'),
  rating: z.enum(['0', '1', '2', '3', '4', '5']),
  position: z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d{1,5}$/.test(text), 'Enter a whole number (0 or more).'),
});
type ReviewValues = z.input<typeof reviewSchema>;

const RATINGS = [
  ['0', 'No rating'],
  ['5', '5 stars'],
  ['4', '4 stars'],
  ['3', '3 stars'],
  ['2', '2 stars'],
  ['1', '1 star'],
] as const;

/** the save mutation's input for the form's values */
function reviewInput(values: ReviewValues, review: Review | null) {
  return {
    ...(review ? { id: review.id } : {}),
    content: values.content.trim(),
    partnerName: values.partnerName.trim(),
    partnerPosition: values.partnerPosition.trim(),
    companyName: values.companyName.trim(),
    rating: Number(values.rating),
    position: values.position === '' ? null : Number(values.position),
  };
}

function ReviewForm({ review, onDone }: { review: Review | null; onDone: () => void }) {
  const [save] = useMutation(AdminSavePartnerReviewMutation, { refetchQueries: ['AdminPartnerReviews'] });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    mode: 'onTouched',
    defaultValues: {
      content: review?.content ?? '',
      partnerName: review?.partnerName ?? '',
      partnerPosition: review?.partnerPosition ?? '',
      companyName: review?.companyName ?? '',
      rating: String(review?.rating ?? 0) as ReviewValues['rating'],
      position: review ? String(review.position) : '',
    },
  });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: reviewInput(values, review) } })).data?.savePartnerReview,
      saved: (payload) => payload.partnerReview,
      onSaved: () => {
        toastSuccess({ title: review ? 'Review saved' : 'Review added' });
        onDone();
      },
      setError,
      fields: Object.keys(reviewSchema.shape),
      failure: 'The review was not saved',
    }),
  );
  return (
    <EditPanelForm
      title={review ? 'Edit review' : 'New partner review'}
      label="Partner review"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={review ? 'Save review' : 'Add review'}
      onCancel={onDone}
    >
      <FormField label="Review" required error={errors.content?.message}>
        <Textarea rows={4} {...register('content')} />
      </FormField>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label="Partner's name" required error={errors.partnerName?.message}>
          <Input {...register('partnerName')} />
        </FormField>
        <FormField label="Partner's position" error={errors.partnerPosition?.message}>
          <Input {...register('partnerPosition')} />
        </FormField>
        <FormField label="Company" error={errors.companyName?.message}>
          <Input {...register('companyName')} />
        </FormField>
        <FormField label="Rating" error={errors.rating?.message}>
          <SelectInput options={RATINGS} {...register('rating')} />
        </FormField>
        <FormField label="Position" error={errors.position?.message} helperText="Lower numbers come first.">
          <Input inputMode="numeric" {...register('position')} />
        </FormField>
      </Box>
    </EditPanelForm>
  );
}

export default function ReviewsScreen() {
  const { data, error, refetch } = useQuery(ReviewsDocument);
  const [remove] = useMutation(AdminDeletePartnerReviewMutation, { refetchQueries: ['AdminPartnerReviews'] });
  const editing = useEditing<Review>();
  const reviews = data?.partnerReviews ? [...data.partnerReviews].sort((a, b) => a.position - b.position) : undefined;
  return (
    <>
      <PageHeader
        title="Partner reviews"
        actions={<NewItemButton onClick={editing.startNew}>New review</NewItemButton>}
      />
      {editing.open ? <ReviewForm key={editing.key} review={editing.item} onDone={editing.close} /> : null}
      <QueryList
        items={reviews}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="The reviews could not be loaded"
        loadingLabel="Loading the reviews"
        empty={<EmptyState title="No partner reviews yet." />}
      >
        {(items) => (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Partner reviews">
            {items.map((review) => (
              <ItemCard key={review.id} align="flex-start">
                <Box flex="1" minW="0">
                  <Text lineClamp={2}>“{review.content}”</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[review.partnerName, review.partnerPosition, review.companyName].filter(Boolean).join(', ')}
                    {review.rating ? ` · ${review.rating}/5` : ''}
                  </Text>
                </Box>
                <EditItemButton
                  label={`Edit the review of ${review.partnerName}`}
                  onClick={() => editing.edit(review)}
                />
                <DeleteButton
                  what="review"
                  name={review.partnerName}
                  onDelete={async () => (await remove({ variables: { id: review.id } })).data?.deletePartnerReview}
                />
              </ItemCard>
            ))}
          </Stack>
        )}
      </QueryList>
    </>
  );
}
