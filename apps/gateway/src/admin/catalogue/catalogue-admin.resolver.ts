import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type {
  MutationDeleteCategoryArgs,
  MutationDeleteProductArgs,
  MutationSaveCategoryArgs,
  MutationSaveProductArgs,
  QueryProductArgs,
  QueryProductsArgs,
} from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { CatalogueAdminService } from './catalogue-admin.service.js';

/** products, product, categories and their mutations: staff and owners */
@Resolver()
export class CatalogueAdminResolver {
  constructor(private readonly catalogue: CatalogueAdminService) {}

  @Query('products')
  products(@Args() args: QueryProductsArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.catalogue.products(args);
  }

  @Query('product')
  product(@Args() args: QueryProductArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.catalogue.product(args.id);
  }

  @Query('categories')
  categories(@Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.catalogue.categories();
  }

  @Mutation('saveProduct')
  saveProduct(@Args() args: MutationSaveProductArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.catalogue.saveProduct(args.input, ctx);
  }

  @Mutation('deleteProduct')
  deleteProduct(@Args() args: MutationDeleteProductArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.catalogue.deleteProduct(args.id, ctx);
  }

  @Mutation('saveCategory')
  saveCategory(@Args() args: MutationSaveCategoryArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.catalogue.saveCategory(args.input, ctx);
  }

  @Mutation('deleteCategory')
  deleteCategory(@Args() args: MutationDeleteCategoryArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.catalogue.deleteCategory(args.id, ctx);
  }
}
