import {
  CART_STORAGE_KEY,
  addedToCartMessage,
  cartReducer,
  parseStoredCart,
  toCents,
  type CartAction,
  type CartItem,
  type CartItemAttribute,
  type CartState,
  type NewCartItem,
} from '@shop/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { isHydrating } from '../hydration';
import { useSession } from '../session';
import { toastError, toastSuccess } from '../toast';

export interface CartValue extends CartState {
  dispatch(action: CartAction): void;
  addItem(item: NewCartItem): void;
  /** Adds several lines at once (quick order, order lists), each by the SPEC's ADD_ITEM rule. */
  addItems(items: readonly NewCartItem[]): void;
  /** Removes every line of that product/variation id (SPEC REMOVE_ITEM). */
  removeItem(id: string): void;
  /** Sets the quantity of one line; 0 or less removes it. */
  updateQuantity(id: string, quantity: number, attributeValue?: string | null): void;
  clearCart(): void;
}

const CartContext = createContext<CartValue | null>(null);

function readStoredCart(): CartState {
  if (typeof window === 'undefined') return parseStoredCart(null);
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return parseStoredCart(null);
  }
}

/** True when this browser has a cart with something in it (the server renders every page with an empty one). */
export function hasStoredCartItems(): boolean {
  return readStoredCart().items.length > 0;
}

/** Cart state per SPEC section 4, saved under localStorage "cart" and shared between tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  // A server-rendered page shows the empty cart of an anonymous visitor: hydrate with that, then
  // switch to the stored cart before the browser paints (without ever writing the placeholder back).
  const [state, dispatch] = useReducer(cartReducer, undefined, () =>
    isHydrating() ? parseStoredCart(null) : readStoredCart(),
  );
  const placeholder = useRef<CartState | null>(isHydrating() ? state : null);
  // The state that came from another tab is already stored: writing it back would only echo.
  const lastSynced = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (placeholder.current === null) return;
    const stored = readStoredCart();
    lastSynced.current = JSON.stringify(stored);
    // an update here is a synchronous re-render of every cart consumer (the product cards): only when
    // the stored cart is not the empty one the server rendered
    if (lastSynced.current !== JSON.stringify(placeholder.current)) dispatch({ type: 'REPLACE', state: stored });
  }, []);

  useEffect(() => {
    if (state === placeholder.current) return;
    placeholder.current = null;
    const json = JSON.stringify(state);
    if (json === lastSynced.current) return;
    lastSynced.current = json;
    try {
      if (window.localStorage.getItem(CART_STORAGE_KEY) !== json) window.localStorage.setItem(CART_STORAGE_KEY, json);
    } catch {
      // storage full or blocked: the cart still works for this tab
    }
  }, [state]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null = storage.clear() in another tab
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      const next = parseStoredCart(event.key === null ? null : event.newValue);
      lastSynced.current = JSON.stringify(next);
      dispatch({ type: 'REPLACE', state: next });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const addItem = useCallback((item: NewCartItem) => dispatch({ type: 'ADD_ITEM', item }), []);
  const addItems = useCallback(
    (items: readonly NewCartItem[]) => items.forEach((item) => dispatch({ type: 'ADD_ITEM', item })),
    [],
  );
  const removeItem = useCallback((id: string) => dispatch({ type: 'REMOVE_ITEM', id }), []);
  const updateQuantity = useCallback(
    (id: string, quantity: number, attributeValue?: string | null) =>
      dispatch({ type: 'UPDATE_QUANTITY', id, quantity, attributeValue }),
    [],
  );
  const clearCart = useCallback(() => dispatch({ type: 'CLEAR_CART' }), []);

  const value = useMemo<CartValue>(
    () => ({ ...state, dispatch, addItem, addItems, removeItem, updateQuantity, clearCart }),
    [state, addItem, addItems, removeItem, updateQuantity, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}

/** The product fields add-to-cart needs; any product query result with these fields fits. */
export interface AddableProduct {
  id: string;
  slug: string;
  name: string;
  type?: 'SIMPLE' | 'VARIABLE' | string;
  price?: { amount: string } | null;
  images?: readonly { src: string }[] | null;
  attributes?: readonly { name: string; options: readonly string[] }[] | null;
  variations?: readonly unknown[] | null;
}

export interface AddableVariation {
  id: string;
  price?: { amount: string } | null;
  attributes: readonly { name: string; option: string }[];
  image?: { src: string } | null;
}

export interface AddToCartOptions {
  /** the chosen variation of a variable product */
  variation?: AddableVariation | null;
  /** for a product whose attributes have no matching variation: the option the buyer chose */
  attribute?: CartItemAttribute | null;
  quantity?: number;
}

/** A product needs a chosen variant when it is variable or offers attribute options. */
export function needsVariant(product: AddableProduct): boolean {
  if (product.type === 'VARIABLE' || (product.variations?.length ?? 0) > 0) return true;
  return (product.attributes ?? []).some((attribute) => attribute.options.length > 1);
}

export function variationAttribute(variation: AddableVariation): CartItemAttribute | null {
  if (variation.attributes.length === 0) return null;
  return {
    name: variation.attributes.map((a) => a.name).join(', '),
    value: variation.attributes.map((a) => a.option).join(' / '),
  };
}

/** Builds the cart line for a product (and its chosen variation); the price is re-quoted in the cart. */
export function toCartItem(product: AddableProduct, options: AddToCartOptions = {}): NewCartItem {
  const { variation } = options;
  return {
    id: variation ? variation.id : product.id,
    title: product.name,
    priceCents: toCents((variation?.price ?? product.price)?.amount ?? null),
    image: variation?.image?.src ?? product.images?.[0]?.src ?? null,
    attribute: variation ? variationAttribute(variation) : (options.attribute ?? null),
    parentProductId: variation ? product.id : null,
    productSlug: product.slug,
    quantity: options.quantity,
  };
}

/**
 * Add to cart with the checks and toasts of SPEC sections 4 and 5: login required ("Please log in"
 * with a "Log In" action), a variant required for products with variants, quantity at least 1.
 */
export function useAddToCart(): (product: AddableProduct, options?: AddToCartOptions) => void {
  const { addItem } = useCart();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (product, options = {}) => {
      if (!isLoggedIn) {
        toastError({
          title: 'Please log in',
          description: 'You need to be logged in to add products to your cart.',
          action: { label: 'Log In', onClick: () => void navigate('/account/login') },
        });
        return;
      }
      if (needsVariant(product) && !options.variation && !options.attribute) {
        toastError({
          title: 'Please select a variant',
          description: 'You need to choose a product variant before adding to cart.',
        });
        return;
      }
      const item = toCartItem(product, { ...options, quantity: Math.max(1, Math.trunc(options.quantity ?? 1)) });
      addItem(item);
      toastSuccess(addedToCartMessage(item));
    },
    [addItem, isLoggedIn, navigate],
  );
}

export type { CartItem, CartState };
