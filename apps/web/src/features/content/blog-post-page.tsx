import { Box, Button, Container, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { isValidSlug, stripTags } from '@shop/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { RichText } from '../../components/rich-text';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/date';
import { usePageMeta } from '../../lib/page-meta';
import { toastError } from '../../lib/toast';

export const BlogPostPageQuery = graphql(`
  query BlogPostPage($slug: String!) {
    post(slug: $slug) {
      id
      slug
      title
      excerpt
      content
      date
    }
  }
`);

const INVALID_SLUG = 'Invalid post slug';

function BackToBlog() {
  return (
    <Button asChild variant="ghost" colorPalette="brand" alignSelf="start" px="0">
      <RouterLink to="/blog">
        <ArrowLeft aria-hidden="true" /> Back to Blog
      </RouterLink>
    </Button>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const validSlug = isValidSlug(slug);
  const { data, loading, error } = useQuery(BlogPostPageQuery, { variables: { slug }, skip: !validSlug });
  const post = data?.post ?? null;
  usePageMeta(
    post?.title ?? (!validSlug ? INVALID_SLUG : data ? 'Blog post not found' : 'Blog'),
    post ? stripTags(post.excerpt).slice(0, 160) : 'Articles for licensed CBD retailers and distributors.',
  );
  useEffect(() => {
    if (error) {
      console.error('Failed to load blog post', error);
      toastError({ title: 'Failed to load blog post' });
    }
  }, [error]);
  // a malformed slug is never looked up; toasted once per slug (StrictMode runs effects twice)
  const toastedSlug = useRef<string | null>(null);
  useEffect(() => {
    if (validSlug || toastedSlug.current === slug) return;
    toastedSlug.current = slug;
    toastError({ title: INVALID_SLUG });
  }, [validSlug, slug]);

  let body;
  if (!validSlug) {
    body = (
      <Stack gap="4" py="10">
        <Heading as="h1" size="2xl">
          {INVALID_SLUG}
        </Heading>
        <BackToBlog />
      </Stack>
    );
  } else if (loading && !data) {
    body = (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="10" w="80%" />
        <Skeleton h="4" w="32" />
        <SkeletonText noOfLines={8} />
      </Stack>
    );
  } else if (!post) {
    body = (
      <Stack gap="4" py="10">
        <Heading as="h1" size="2xl">
          {error ? 'Failed to load blog post' : 'Blog post not found'}
        </Heading>
        <BackToBlog />
      </Stack>
    );
  } else {
    body = (
      <Stack as="article" gap="6">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="-0.02em" lineHeight="1.15">
            {post.title}
          </Heading>
          <Text color="gold.700" fontWeight="600">
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </Text>
        </Stack>
        <Box bg="bg.panel" borderRadius="card" borderWidth="1px" borderColor="border" p={{ base: '6', md: '10' }}>
          <RichText html={post.content} fontSize="lg" data-testid="post-content" />
        </Box>
        <BackToBlog />
      </Stack>
    );
  }

  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Breadcrumbs
          items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post?.title ?? slug }]}
        />
        {body}
      </Stack>
    </Container>
  );
}
