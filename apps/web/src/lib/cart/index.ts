// The single public entry of the cart library.
export {
  CartProvider,
  hasStoredCartItems,
  useCart,
  useCartActions,
  useCartCount,
  useAddToCart,
  toCartItem,
  needsVariant,
  variationAttribute,
} from './cart-provider';
export type {
  CartValue,
  CartActions,
  CartContents,
  AddableProduct,
  AddableVariation,
  AddToCartOptions,
  CartItem,
  CartState,
} from './cart-provider';
export { CartQuoteQuery, useCartQuote, toCartLineInput, findQuoteLine } from './cart-quote';
export type { CartQuote, CartQuoteLine } from './cart-quote';
export { readCheckoutNavigationState } from './checkout-state';
export type { CheckoutNavigationState } from './checkout-state';
export { readReorderNavigationState } from './reorder-state';
export type { ReorderNavigationState } from './reorder-state';
