import { useQuery } from '@apollo/client/react';
import { showingText, visibleCategories, type ProductSort } from '@shop/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { CatalogDownloadButton } from '../../components/catalog-download-button';
import { PageHero } from '../../components/page-hero';
import type { ProductView } from '../../components/product-card';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { PrefetchQuery } from '../../lib/prefetch-query';
import { tradePriceHint, useSession } from '../../lib/session';
import { CatalogFilters } from './catalog-filters';
import { CatalogPagination } from './catalog-pagination';
import { catalogFormFields, useCatalogParams } from './catalog-params';
import { CatalogToolbar } from './catalog-toolbar';
import { preloadListingImages, ProductListing } from './product-listing';
import { LISTING_FETCH_POLICIES, productListVariables, usePriceVisibility } from './use-price-visibility';
import { useSliderMax } from './use-slider-max';
import './catalog-layout.css';

export const CatalogPageQuery = graphql(`
  query CatalogPage($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
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

export const CatalogCategoriesQuery = graphql(`
  query CatalogCategories {
    categories {
      id
      name
      slug
    }
  }
`);

export default function CatalogPage() {
  usePageMeta(
    'Premium Cannabis Products',
    'Browse the wholesale catalogue: CBD vapes, gummies, oils and more for licensed retailers. Search, filter by category and price.',
  );
  const { params, update } = useCatalogParams();
  const categoriesResult = useQuery(CatalogCategoriesQuery);
  const session = useSession();
  const prices = usePriceVisibility(params);
  const variables = productListVariables(params, prices, params.categories.length ? params.categories : null);
  const { data, previousData, loading, error } = useQuery(CatalogPageQuery, {
    ...LISTING_FETCH_POLICIES,
    skip: prices.waitForSession,
    variables,
  });
  const pageData = data?.products ?? previousData?.products ?? null;
  const sliderMax = useSliderMax(data?.products.priceMax, Boolean(data));

  useEffect(() => {
    if (error) console.error('Failed to fetch products', error);
  }, [error]);

  const total = data?.products.totalCount ?? (loading ? (previousData?.products.totalCount ?? 0) : 0);
  const categoryList = categoriesResult.data?.categories;
  const categories = useMemo(() => visibleCategories(categoryList ?? []), [categoryList]);
  const onReset = useCallback(() => update({ q: '', categories: [], min: null, max: null, sort: 'DEFAULT' }), [update]);
  // the same functions on every render (`update` is): the toolbar's controls and the page size are not
  // drawn again on a page change
  const onViewChange = useCallback((view: ProductView) => update({ view }), [update]);
  const onSortChange = useCallback((sort: ProductSort) => update({ sort }), [update]);
  const onPageSizeChange = useCallback((size: number) => update({ size }), [update]);
  const hint = tradePriceHint(session);
  // the same element while the hint is the same: a page change does not render the hero again
  const hero = useMemo(
    () => (
      <PageHero
        title="Premium Cannabis Products"
        intro={`Wholesale CBD products for licensed retailers and distributors. ${hint}`}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }]}
      >
        <CatalogDownloadButton
          alignSelf="flex-start"
          variant="outline"
          color="sand.50"
          borderColor="sand.200"
          _hover={{ bg: 'whiteAlpha.200' }}
        />
      </PageHero>
    ),
    [hint],
  );

  return (
    <>
      {hero}
      {/* plain elements with static CSS (catalog-layout.css): a page change draws them again */}
      <div className="catalog-layout">
        <div className="catalog-layout__grid">
          <CatalogFilters
            params={params}
            update={update}
            sliderMax={sliderMax}
            showPrice={prices.showPriceControls}
            categories={categories}
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
              loading={loading}
              error={Boolean(error)}
              view={params.view}
            />
            {!error && <CatalogPagination total={total} params={params} onPageSizeChange={onPageSizeChange} />}
            {/* the next page and its images, so "Next" and "Page n+1" paint at once (lib/prefetch-query.tsx) */}
            {!prices.waitForSession && (
              <PrefetchQuery
                query={CatalogPageQuery}
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
