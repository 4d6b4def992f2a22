import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { canSeePrices } from '@shop/domain';
import type { GqlContext } from '../graphql/context.js';
import type { QueryProductsArgs, QueryRelatedProductsArgs } from '../graphql/generated/resolvers.js';
import { CatalogService, type Viewer } from './catalog.service.js';

// prices for approved buyers only (packages/domain buyer-access.ts)
const viewerOf = (ctx: GqlContext): Viewer => ({
  showPrices: canSeePrices(ctx.customer),
  groupId: ctx.customer?.groupId ?? null,
});

@Resolver('Query')
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query('categories')
  categories() {
    return this.catalog.categories();
  }

  @Query('category')
  category(@Args('slug') slug: string) {
    return this.catalog.category(slug);
  }

  @Query('products')
  products(@Args() args: QueryProductsArgs, @Context() ctx: GqlContext) {
    return this.catalog.products(args, viewerOf(ctx));
  }

  @Query('product')
  product(@Args('slug') slug: string, @Context() ctx: GqlContext) {
    return this.catalog.product(slug, viewerOf(ctx));
  }

  @Query('relatedProducts')
  relatedProducts(@Args() args: QueryRelatedProductsArgs, @Context() ctx: GqlContext) {
    return this.catalog.relatedProducts(args.productId, args.limit, viewerOf(ctx));
  }
}
