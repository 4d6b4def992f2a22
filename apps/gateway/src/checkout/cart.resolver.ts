import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../graphql/context.js';
import type { CartLineInput } from '../graphql/generated/resolvers.js';
import { CartService, type CartView } from './cart.service.js';

@Resolver()
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query('cart')
  cart(@Context() ctx: GqlContext) {
    return this.carts.cart(ctx);
  }

  @Mutation('cartAddLines')
  cartAddLines(
    @Args('lines') lines: CartLineInput[],
    @Args('key') key: string | null | undefined,
    @Context() ctx: GqlContext,
  ) {
    return this.carts.addLines(lines, key, ctx);
  }

  @Mutation('cartSetLines')
  cartSetLines(
    @Args('lines') lines: CartLineInput[],
    @Args('couponCode') couponCode: string | null | undefined,
    @Args('baseVersion') baseVersion: number | null | undefined,
    @Args('key') key: string | null | undefined,
    @Context() ctx: GqlContext,
  ) {
    return this.carts.setLines(lines, { couponCode, baseVersion, key }, ctx);
  }
}

/** the cart's quote, priced when asked for */
@Resolver('Cart')
export class CartFieldsResolver {
  constructor(private readonly carts: CartService) {}

  @ResolveField('quote')
  quote(@Parent() cart: CartView, @Args('shippingCountry') shippingCountry: string | null, @Context() ctx: GqlContext) {
    return this.carts.quote(cart, shippingCountry, ctx);
  }
}

/** a cart line's product as the catalogue shows it now */
@Resolver('CartLine')
export class CartLineFieldsResolver {
  constructor(private readonly carts: CartService) {}

  /**
   * Resolved for every line of every cart answer, so without parameter decorators: Nest then hands
   * GraphQL's own (parent, args, context) through instead of running its parameter pipeline (a
   * Promise.all and closures per call), which made ~16 % of what an "Add to cart" allocated.
   */
  @ResolveField('product')
  product(line: CartView['lines'][number], _args: unknown, ctx: GqlContext) {
    return this.carts.product(line.productId, ctx);
  }
}
