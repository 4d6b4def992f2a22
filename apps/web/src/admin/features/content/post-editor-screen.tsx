import { chakra, Button, Flex, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { SelectInput } from '../../components/form-bits';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { RichTextEditor } from '../../components/rich-text-editor';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import type { AdminPostFieldsFragment } from '../../gql/graphql';
import { isValidSlug, SLUG_MESSAGE } from '../../lib/slug';
import { useSlugFields } from '../../lib/use-slug-fields';
import { saveForm } from '../../lib/save-form';
import { AdminDeletePostMutation, AdminPostQuery, AdminSavePostMutation } from './content-documents';

export const postSchema = z.object({
  title: z.string().trim().min(1, 'Enter the title.').max(200, 'Keep the title under 200 characters.'),
  slug: z.string().trim().min(1, 'Enter a slug.').refine(isValidSlug, SLUG_MESSAGE),
  excerpt: z.string().max(1000, 'Keep the excerpt under 1000 characters.'),
  content: z.string().refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Write the post.'),
  status: z.enum(['draft', 'publish']),
});
type PostValues = z.input<typeof postSchema>;

function toValues(post: AdminPostFieldsFragment | null | undefined): PostValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    status: post?.status === 'publish' ? 'publish' : 'draft',
  };
}

/** the save mutation's input for the form's values */
function postInput(values: PostValues, post: AdminPostFieldsFragment | null) {
  return {
    ...(post ? { id: post.id } : {}),
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    status: values.status,
    publishedAt: post?.publishedAt ?? null,
  };
}

export function PostForm({ post, onSaved }: { post: AdminPostFieldsFragment | null; onSaved: (id: string) => void }) {
  const [save] = useMutation(AdminSavePostMutation, { refetchQueries: ['AdminPosts'] });
  const initial = useMemo(() => toValues(post), [post]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PostValues>({ resolver: zodResolver(postSchema), mode: 'onTouched', defaultValues: initial });
  useEffect(() => reset(initial), [initial, reset]);
  const { nameProps: titleProps, slugProps } = useSlugFields({
    register,
    setValue,
    name: 'title',
    slug: 'slug',
    ownSlug: Boolean(post),
  });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: postInput(values, post) } })).data?.savePost,
      saved: (payload) => payload.post,
      onSaved: (saved) => {
        toastSuccess({
          title: values.status === 'publish' ? 'Post published' : 'Draft saved',
          description: saved.title,
        });
        onSaved(saved.id);
      },
      setError,
      fields: Object.keys(postSchema.shape),
      failure: 'The post was not saved',
    }),
  );
  return (
    <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Blog post">
      <Grid templateColumns={{ base: '1fr', lg: '3fr 1fr' }} gap="4" alignItems="start">
        <Panel>
          <Stack gap="4">
            <FormField label="Title" required error={errors.title?.message}>
              <Input {...titleProps} />
            </FormField>
            <FormField label="Slug" required error={errors.slug?.message} helperText="/blog/slug in the shop">
              <Input {...slugProps} />
            </FormField>
            <FormField label="Excerpt" error={errors.excerpt?.message} helperText="Shown in the blog's list.">
              <Textarea rows={3} {...register('excerpt')} />
            </FormField>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <FormField label="Content" required error={errors.content?.message}>
                  <RichTextEditor
                    label="Content"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={Boolean(errors.content)}
                  />
                </FormField>
              )}
            />
          </Stack>
        </Panel>
        <Panel title="Publishing">
          <Stack gap="4">
            <FormField label="Status">
              <SelectInput
                options={[
                  ['draft', 'Draft (not on the blog)'],
                  ['publish', 'Published'],
                ]}
                {...register('status')}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
              {post ? 'Save post' : 'Create post'}
            </Button>
          </Stack>
        </Panel>
      </Grid>
    </chakra.form>
  );
}

export default function PostEditorScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminPostQuery, { variables: { id: id ?? '' }, skip: !id });
  const [remove] = useMutation(AdminDeletePostMutation, { refetchQueries: ['AdminPosts'] });
  const post = data?.post ?? null;
  const back: [string, string] = ['/admin/content/posts', 'Blog posts'];
  if (id && !post) {
    if (loading) return <LoadingState label="Loading the post" />;
    return (
      <>
        <PageHeader title="Blog post" back={back} />
        {error ? (
          <ErrorState title="The post could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <EmptyState title="There is no post with this id." />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={post ? post.title : 'New blog post'}
        back={back}
        actions={
          post ? (
            <DeleteButton
              size="sm"
              what="post"
              name={post.title}
              consequence="The post disappears from the blog."
              onDelete={async () => {
                const result = (await remove({ variables: { id: post.id } })).data?.deletePost;
                if (result?.ok) void navigate('/admin/content/posts', { replace: true });
                return result;
              }}
            />
          ) : null
        }
      />
      <PostForm
        post={post}
        onSaved={(savedId) => {
          if (!id) void navigate(`/admin/content/posts/${savedId}`, { replace: true });
        }}
      />
      <Flex mt="2">
        <Text fontSize="sm" color="fg.muted">
          The shop shows saved changes at once.
        </Text>
      </Flex>
    </>
  );
}
