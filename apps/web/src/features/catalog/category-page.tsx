import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { showingText, type ProductSort } from '@shop/domain';
import { useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import type { ProductView } from '../../components/product-card';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { PrefetchQuery } from '../../lib/prefetch-query';
import { useServerStatus } from '../../lib/server-page';
import { toastError } from '../../lib/toast';
import { CatalogFilters } from './catalog-filters';
import { CatalogPagination } from './catalog-pagination';
import { catalogFormFields, useCatalogParams } from './catalog-params';
import { CatalogToolbar } from './catalog-toolbar';
import { preloadListingImages, ProductListing } from './product-listing';
import { LISTING_FETCH_POLICIES, productListVariables, usePriceVisibility } from './use-price-visibility';
import { useSliderMax } from './use-slider-max';
import './catalog-layout.css';

export const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!) {
    category(slug: $slug) {
      id
      name
      slug
      description
    }
  }
`);

export const CategoryProductsQuery = graphql(`
  query CategoryProducts($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        ...ProductCard
      }
      totalCount
      page
      pageSize
      priceMax
    }
  }
`);

export default function CategoryPage() {
  const { slug = '' } = useParams();
  const { params, update } = useCatalogParams();
  const categoryResult = useQuery(CategoryPageQuery, { variables: { slug } });
  const category = categoryResult.data?.category ?? null;
  const notFound = Boolean(categoryResult.data) && !category;
  useServerStatus(notFound ? 404 : 200);

  const prices = usePriceVisibility(params);
  const variables = productListVariables(params, prices, [slug]);
  const { data, previousData, loading, error } = useQuery(CategoryProductsQuery, {
    ...LISTING_FETCH_POLICIES,
    skip: notFound || prices.waitForSession,
    variables,
  });
  const sliderMax = useSliderMax(data?.products.priceMax, Boolean(data));
  const pageData = data?.products ?? previousData?.products ?? null;
  const total = data?.products.totalCount ?? (loading ? (previousData?.products.totalCount ?? 0) : 0);

  const onReset = useCallback(() => update({ q: '', min: null, max: null, sort: 'DEFAULT' }), [update]);
  // the same functions on every render (`update` is): the toolbar's controls and the page size are not
  // drawn again on a page change
  const onViewChange = useCallback((view: ProductView) => update({ view, page: 1 }), [update]);
  const onSortChange = useCallback((sort: ProductSort) => update({ sort }), [update]);
  const onPageSizeChange = useCallback((size: number) => update({ size }), [update]);

  usePageMeta(
    category?.name ?? (notFound ? 'Category not found' : 'Category'),
    category?.description || `Wholesale ${category?.name ?? 'CBD'} products for licensed retailers and distributors.`,
  );

  const toasted = useRef<string | null>(null);
  useEffect(() => {
    const failure = categoryResult.error ?? error;
    if (notFound && toasted.current !== `nf:${slug}`) {
      toasted.current = `nf:${slug}`;
      toastError({ title: 'Category not found' });
    } else if (failure && toasted.current !== `err:${slug}`) {
      toasted.current = `err:${slug}`;
      console.error('Failed to fetch category or products', failure);
      toastError({ title: 'Failed to fetch category or products' });
    }
  }, [notFound, categoryResult.error, error, slug]);

  if (notFound || (categoryResult.error && !categoryResult.data)) {
    return (
      <Container maxW="3xl" py={{ base: '16', md: '24' }}>
        <Stack align="center" textAlign="center" gap="4">
          <Heading as="h1" size="2xl">
            Category not found.
          </Heading>
          <Button asChild colorPalette="brand">
            <RouterLink to="/products">Browse All Products</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  const name = category?.name ?? '';
  return (
    <>
      <PageHero
        title={name || 'Loading category…'}
        intro={category?.description}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products', to: '/products' }, { label: name || '…' }]}
      />
      {/* plain elements with static CSS (catalog-layout.css): a page change draws them again */}
      <div className="catalog-layout">
        <div className="catalog-layout__grid">
          <CatalogFilters
            params={params}
            update={update}
            sliderMax={sliderMax}
            showPrice={prices.showPriceControls}
            onReset={onReset}
          />
          <div className="catalog-layout__results">
            <CatalogToolbar
              showing={showingText(pageData?.page ?? params.page, params.size, total)}
              view={params.view}
              sort={prices.sort}
              sorts={prices.sorts}
              onViewChange={onViewChange}
              onSortChange={onSortChange}
              formFields={catalogFormFields(params, 'sort')}
            />
            <ProductListing
              products={error && !loading ? null : (pageData?.items ?? null)}
              loading={loading || categoryResult.loading}
              error={Boolean(error)}
              view={params.view}
              empty={
                <>
                  <Heading as="h2" size="lg">
                    No products match your filters in {name || 'this category'}
                  </Heading>
                  <Text color="fg.muted">
                    Try a different search or price range, or{' '}
                    <RouterLink to="/products" style={{ textDecoration: 'underline' }}>
                      browse all products
                    </RouterLink>
                    .
                  </Text>
                </>
              }
            />
            {!error && <CatalogPagination total={total} params={params} onPageSizeChange={onPageSizeChange} />}
            {/* the next page and its images, so "Next" and "Page n+1" paint at once (lib/prefetch-query.tsx) */}
            {!notFound && !prices.waitForSession && (
              <PrefetchQuery
                query={CategoryProductsQuery}
                variables={{ ...variables, page: params.page + 1 }}
                onResult={preloadListingImages}
              />
            )}
          </div>
        </div>
      </div>
    </>
  );
}
