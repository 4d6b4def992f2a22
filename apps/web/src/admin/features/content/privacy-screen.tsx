import { chakra, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { RichTextEditor } from '../../components/rich-text-editor';
import { ErrorState, LoadingState } from '../../components/states';
import { formatDateTime } from '../../lib/format';
import { saveForm } from '../../lib/save-form';
import { AdminPageQuery, AdminSavePageMutation } from './content-documents';

export const PRIVACY_SLUG = 'privacy-policy';

const pageSchema = z.object({
  title: z.string().trim().min(1, 'Enter the title.').max(200, 'Keep the title under 200 characters.'),
  content: z.string().refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Write the policy.'),
});
type PageValues = z.input<typeof pageSchema>;

export default function PrivacyScreen() {
  const { data, loading, error, refetch } = useQuery(AdminPageQuery, { variables: { slug: PRIVACY_SLUG } });
  const [save] = useMutation(AdminSavePageMutation);
  const page = data?.page;
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PageValues>({
    resolver: zodResolver(pageSchema),
    mode: 'onTouched',
    defaultValues: { title: 'Privacy Policy', content: '' },
  });
  useEffect(() => {
    if (page) reset({ title: page.title, content: page.content });
  }, [page, reset]);
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () =>
        (
          await save({
            variables: { slug: PRIVACY_SLUG, input: { title: values.title.trim(), content: values.content } },
          })
        ).data?.savePage,
      saved: (payload) => payload.page,
      onSaved: () => toastSuccess({ title: 'Privacy policy saved', description: 'The shop shows it at once.' }),
      setError,
      fields: ['title', 'content'],
      failure: 'The policy was not saved',
    }),
  );
  if (!data) {
    return (
      <>
        <PageHeader title="Privacy policy" />
        {error ? (
          <ErrorState title="The privacy policy could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the privacy policy" />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Privacy policy"
        description={
          page ? `Last changed ${formatDateTime(page.modified)}` : 'Not written yet: the shop shows its default text.'
        }
      />
      <Panel aria-busy={loading || undefined}>
        <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Privacy policy">
          <Stack gap="4">
            <FormField label="Title" required error={errors.title?.message}>
              <Input {...register('title')} />
            </FormField>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <FormField label="Text" required error={errors.content?.message}>
                  <RichTextEditor
                    label="Text"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={Boolean(errors.content)}
                  />
                </FormField>
              )}
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={isSubmitting}
              loadingText="Saving..."
              alignSelf="flex-start"
            >
              Save policy
            </Button>
            <Text fontSize="sm" color="fg.muted">
              Shown at /privacy in the shop.
            </Text>
          </Stack>
        </chakra.form>
      </Panel>
    </>
  );
}
