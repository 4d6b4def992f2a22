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
  withTotals,
} from '@shop/domain';
import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { isHydrating } from '../hydration';
import { useSession } from '../session';
import { toastError, toastSuccess } from '../toast';
import { forgetPendingWrite, keepPendingWrite, pendingWriteKey, readPendingWrites } from './pending-cart-writes';
import { ServerCartAddLinesMutation, ServerCartQuery, ServerCartSetLinesMutation } from './server-cart-documents';
import { flushWrite } from './server-cart-flush';
import { flushPendingWritesBeforeLogout } from './server-cart-logout';
import { readServerCartSnapshot, useServerRenderedCart } from './server-cart-ssr';
import {
  itemsFromServer,
  linesOf,
  newWriteKey,
  rebase,
  retryDelay,
  ServerCartQueue,
  type ServerCartSnapshot,
  type ServerCartTransport,
} from './server-cart-sync';

/** What changes the cart: stable functions, the same object for the whole life of the provider. */
export interface CartActions {
  dispatch(action: CartAction): void;
  addItem(item: NewCartItem): void;
  /** Adds several lines at once (quick order, order lists), each by the SPEC's ADD_ITEM rule. */
  addItems(items: readonly NewCartItem[]): void;
  /** Removes every line of that product/variation id (SPEC REMOVE_ITEM). */
  removeItem(id: string): void;
  /** Sets the quantity of one line; 0 or less removes it. */
  updateQuantity(id: string, quantity: number, attributeValue?: string | null): void;
  clearCart(): void;
  /** Keeps (or with null removes) the coupon with the server cart; nothing for an anonymous cart. */
  setCouponCode(code: string | null): void;
  /**
   * Shows a server cart the gateway answered with (reorder put lines into it); false when this page has
   * no server cart (anonymous), so the caller adds the lines itself.
   */
  adoptServerCart(cart: ServerCartSnapshot): boolean;
}

/** What the cart holds. */
export interface CartContents extends CartState {
  /**
   * The coupon kept with a logged-in buyer's server cart (null: none, or an anonymous cart, whose
   * coupon lives on the cart page only).
   */
  couponCode: string | null;
  /** False while a logged-in buyer's server cart is being loaded (show a loading state, not "empty"). */
  ready: boolean;
}

export interface CartValue extends CartContents, CartActions {}

/** the key a browser merges its anonymous cart with at login: kept until the server confirmed it */
const MERGE_KEY_STORAGE_KEY = 'cart:mergeKey';
const CART_CHANNEL = 'shop:cart';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function mergeKey(): string {
  const store = storage();
  const existing = store?.getItem(MERGE_KEY_STORAGE_KEY);
  if (existing) return existing;
  const key = `merge-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;
  store?.setItem(MERGE_KEY_STORAGE_KEY, key);
  return key;
}

// Three contexts, so that a component re-renders only for what it shows (issue 13): the product cards
// only add to the cart (actions: never change), the header shows only the count, the cart page shows
// everything. With one context every card and the header rendered again whenever the cart changed, and
// on a buyer's server-rendered page a change before the page had hydrated made React hydrate it in one
// blocking task instead of in slices.
const CartActionsContext = createContext<CartActions | null>(null);
const CartContentsContext = createContext<CartContents | null>(null);
const CartCountContext = createContext<number | null>(null);

const emptyStoredCart = { items: [], totalItems: 0, totalPriceCents: 0 };

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
  const { isLoggedIn, customer, beforeLogout } = useSession();
  const customerId = customer?.id ?? null;
  const client = useApolloClient();
  // A logged-in buyer's page rendered on the server was rendered with their server cart (asked for here),
  // which the page's Apollo cache holds: the server render and the hydrating one show it as it is (the
  // header's badge, the cart page's lines), with no loading state.
  useServerRenderedCart();
  const [snapshot] = useState(() =>
    isLoggedIn && (typeof window === 'undefined' || isHydrating()) ? readServerCartSnapshot(client) : null,
  );
  // A buyer known from the first render on (a server-rendered page, on the server and while hydrating)
  // starts in server mode, waiting for the server cart unless the page came with it: the same first render
  // on both sides, and no state change (a context change above a page that is still hydrating makes React
  // hydrate it in one blocking task) when the session effect below switches to the server cart.
  const [buyerAtStart] = useState(() => isLoggedIn && customerId !== null);
  // Any other server-rendered page shows the empty cart of an anonymous visitor: hydrate with that, then
  // switch to the stored cart before the browser paints (without ever writing the placeholder back).
  const [state, dispatch] = useReducer(cartReducer, undefined, () =>
    snapshot ? withTotals(itemsFromServer(snapshot)) : isHydrating() ? parseStoredCart(null) : readStoredCart(),
  );
  const placeholder = useRef<CartState | null>(isHydrating() && !snapshot ? state : null);
  // The state that came from another tab is already stored: writing it back would only echo.
  const lastSynced = useRef<string | null>(null);
  /** true while the buyer is logged in (the cart is then the server's), read by the storage effects */
  const serverModeRef = useRef(snapshot !== null);
  /** this page's name in the keys of the writes it keeps until the server confirmed them */
  const [pageId] = useState(newWriteKey);

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
    // a logged-in buyer's cart is the server's: the stored "cart" stays the anonymous one
    if (serverModeRef.current) return;
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
      if (serverModeRef.current) return;
      const next = parseStoredCart(event.key === null ? null : event.newValue);
      lastSynced.current = JSON.stringify(next);
      dispatch({ type: 'REPLACE', state: next });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // ---- a logged-in buyer's cart lives on the server (issue 19) ----
  const [serverMode, setServerMode] = useState(buyerAtStart);
  const [ready, setReady] = useState(!buyerAtStart || snapshot !== null);
  const [couponCode, setCoupon] = useState<string | null>(snapshot?.couponCode ?? null);
  const snapshotRef = useRef(snapshot);
  const queue = useRef<ServerCartQueue | null>(null);
  /** the lines the server last confirmed (JSON): a state with exactly these is not sent back */
  const serverLines = useRef<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  /** shows these items unless they are what the cart shows already (no render for nothing) */
  const replaceItems = useCallback((items: CartItem[]) => {
    if (JSON.stringify(items) !== JSON.stringify(stateRef.current.items))
      dispatch({ type: 'REPLACE', state: { items } });
  }, []);

  const showServerCart = useCallback(
    (cart: ServerCartSnapshot) => {
      const items = itemsFromServer(cart, stateRef.current.items);
      serverLines.current = JSON.stringify(linesOf(items));
      setCoupon(cart.couponCode ?? null);
      replaceItems(items);
    },
    [replaceItems],
  );

  useEffect(() => {
    if (!isLoggedIn || !customerId) return undefined;
    let active = true;
    const store = storage();
    const mine = pendingWriteKey(customerId, pageId);
    const transport: ServerCartTransport = {
      async fetch() {
        // no-cache, not network-only: until a server-rendered page is live (the shell, and this provider,
        // hydrate before the page), Apollo answers network-only queries from the cache the server filled
        // (lib/apollo.ts), which holds the cart this page was rendered with; a tab refocused then would
        // miss another device's change
        const { data } = await client.query({ query: ServerCartQuery, fetchPolicy: 'no-cache' });
        if (!data) throw new Error('no cart');
        return data.cart;
      },
      async add(lines, key) {
        const { data } = await client.mutate({ mutation: ServerCartAddLinesMutation, variables: { lines, key } });
        if (!data) throw new Error('no cart');
        return data.cartAddLines.cart;
      },
      async set(lines, code, baseVersion, key) {
        const { data } = await client.mutate({
          mutation: ServerCartSetLinesMutation,
          variables: code === undefined ? { lines, baseVersion, key } : { lines, couponCode: code, baseVersion, key },
        });
        if (!data) throw new Error('no cart');
        return data.cartSetLines.cart;
      },
    };
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_CHANNEL);
    /** set once the buyer logs out: nothing of their cart is kept in this browser from then on */
    let loggingOut = false;
    const sync = new ServerCartQueue(
      transport,
      (cart, settled) => {
        if (!active) return;
        channel?.postMessage(cart.version);
        if (settled) showServerCart(cart);
      },
      // kept in browser storage until the server confirmed it: a full page load meanwhile resends it
      {
        onUnconfirmed: (write) => {
          if (!loggingOut) keepPendingWrite(store, mine, write);
        },
      },
    );
    queue.current = sync;
    serverModeRef.current = true;
    setServerMode(true);

    // writes this buyer's earlier pages could not see confirmed (a reload right after a click); the newest
    // holds the cart as the buyer last saw it: shown at once, while they are resent
    const kept = readPendingWrites(store, customerId);
    const newest = kept.at(-1)?.items;
    // the server cart this page was rendered with (the cart page), only when the page was rendered on the server
    const rendered = snapshotRef.current;
    snapshotRef.current = null;
    const anonymousAtStart = readStoredCart().items.length > 0;
    if (rendered && kept.length === 0 && !anonymousAtStart) {
      // the page shows the server cart it was rendered with, a moment old: nothing to load
      sync.version = rendered.version;
      serverLines.current = JSON.stringify(linesOf(stateRef.current.items));
      setCoupon(rendered.couponCode ?? null);
    } else {
      setReady(false);
      if (newest) dispatch({ type: 'REPLACE', state: { items: newest } });
    }

    // Load the server cart: kept writes are resent first (each with its key: once applied, again changes
    // nothing), then the browser's anonymous cart is merged into it once (by a key kept with it) and
    // leaves browser storage only once the server has confirmed the merge.
    // what this page showed when the session began: changes made while the server cart loads are kept
    const before = newest ?? stateRef.current.items;
    const resent = new Set<string>();
    void (async () => {
      if (rendered && kept.length === 0 && !anonymousAtStart) return;
      for (let attempt = 1; active; attempt++) {
        try {
          let cart: ServerCartSnapshot | null = null;
          for (const write of kept) {
            if (resent.has(write.storageKey)) continue;
            cart = await transport.set(write.lines, write.couponCode, write.baseVersion, write.key);
            forgetPendingWrite(store, write);
            resent.add(write.storageKey);
          }
          const anonymous = readStoredCart();
          if (anonymous.items.length > 0) {
            const key = mergeKey();
            cart = await transport.add(linesOf(anonymous.items), key);
            // merged: the anonymous cart leaves this browser, unless it is no longer the one merged (the
            // buyer logged out while the merge was on its way, and the cart changed since: it is kept, and
            // merges with a new key, this one being spent)
            if (JSON.stringify(readStoredCart().items) === JSON.stringify(anonymous.items)) {
              storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(emptyStoredCart));
            }
            if (storage()?.getItem(MERGE_KEY_STORAGE_KEY) === key) storage()?.removeItem(MERGE_KEY_STORAGE_KEY);
          } else {
            cart ??= await transport.fetch();
          }
          if (!active) return;
          const known = [...anonymous.items, ...(newest ?? []), ...stateRef.current.items];
          const items = itemsFromServer(cart, known);
          serverLines.current = JSON.stringify(linesOf(items));
          sync.version = cart.version;
          // changes made here meanwhile go on top (and, differing from the server's lines, are sent)
          const shown = rebase(before, stateRef.current.items, items);
          // a transition: when it comes while the page is still hydrating, React goes on hydrating in
          // slices instead of finishing in one blocking task; a buyer's own change meanwhile is rendered
          // first and rebased on top of this one (the reducer applies the queued actions in order)
          startTransition(() => {
            setCoupon(cart.couponCode ?? null);
            replaceItems(shown);
            setReady(true);
          });
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
        }
      }
    })();

    // The buyer logs out: the writes not yet confirmed (this page's, and those their other pages kept) go
    // once more while the session still exists, then leave browser storage, sent or not; the logout waits
    // for them a few seconds at most (lib/session before-logout.ts).
    const stopFlushOnLogout = beforeLogout((signal) => {
      loggingOut = true;
      return flushPendingWritesBeforeLogout({
        storage: store,
        customerId,
        unconfirmed: sync.unconfirmed,
        send: (write) => transport.set(write.lines, write.couponCode, write.baseVersion, write.key),
        signal,
      });
    });

    // The page goes away (a full page load, the tab closed) with a write on its way or still to send: it
    // goes once more in a request that outlives the page. It stays kept until a page sees it confirmed;
    // its key makes the later resend (or this one) change nothing the second time.
    const onPageHide = () => {
      const write = sync.unconfirmed;
      if (write) flushWrite(write);
    };
    window.addEventListener('pagehide', onPageHide);

    // other tabs and devices: another tab's confirmed write, or this tab coming back into view
    const refresh = async () => {
      if (!active || sync.busy) return;
      try {
        const cart = await transport.fetch();
        if (active && !sync.busy && cart.version !== sync.version) {
          sync.version = cart.version;
          showServerCart(cart);
        }
      } catch {
        // offline: the next focus or message tries again
      }
    };
    const onMessage = (event: MessageEvent<number>) => {
      if (event.data !== sync.version) void refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    channel?.addEventListener('message', onMessage);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      stopFlushOnLogout();
      sync.stop();
      queue.current = null;
      window.removeEventListener('pagehide', onPageHide);
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      // logged out: back to the anonymous cart of this browser (empty once merged)
      serverModeRef.current = false;
      serverLines.current = null;
      setServerMode(false);
      setReady(true);
      setCoupon(null);
      dispatch({ type: 'REPLACE', state: readStoredCart() });
    };
  }, [isLoggedIn, customerId, pageId, client, showServerCart, replaceItems, beforeLogout]);

  // a change made on this page goes to the server (one that came from the server does not)
  useEffect(() => {
    if (!serverMode || !ready) return;
    const lines = linesOf(state.items);
    // unchanged from what the server confirmed (and nothing else on the way): nothing to send
    if (!queue.current?.busy && JSON.stringify(lines) === serverLines.current) return;
    queue.current?.push({ lines, items: state.items });
  }, [state, serverMode, ready]);

  const adoptServerCart = useCallback(
    (cart: ServerCartSnapshot) => {
      const sync = queue.current;
      if (!sync) return false;
      // with local changes still on their way, their write keeps the new lines (they are newer than its
      // base version) and its answer shows them
      if (!sync.busy && cart.version > sync.version) {
        sync.version = cart.version;
        showServerCart(cart);
      }
      return true;
    },
    [showServerCart],
  );

  const setCouponCode = useCallback((code: string | null) => {
    if (!queue.current) return;
    setCoupon(code);
    const { items } = stateRef.current;
    queue.current.push({ lines: linesOf(items), couponCode: code ?? '', items });
  }, []);

  const addItem = useCallback((item: NewCartItem) => dispatch({ type: 'ADD_ITEM', item }), []);
  const addItems = useCallback((items: readonly NewCartItem[]) => {
    for (const item of items) dispatch({ type: 'ADD_ITEM', item });
  }, []);
  const removeItem = useCallback((id: string) => dispatch({ type: 'REMOVE_ITEM', id }), []);
  const updateQuantity = useCallback(
    (id: string, quantity: number, attributeValue?: string | null) =>
      dispatch({ type: 'UPDATE_QUANTITY', id, quantity, attributeValue }),
    [],
  );
  const clearCart = useCallback(() => {
    dispatch({ type: 'CLEAR_CART' });
    // an emptied server cart (an order placed) starts again without the coupon
    if (queue.current) {
      setCoupon(null);
      queue.current.push({ lines: [], couponCode: '', items: [] });
    }
  }, []);

  const actions = useMemo<CartActions>(
    () => ({ dispatch, addItem, addItems, removeItem, updateQuantity, clearCart, setCouponCode, adoptServerCart }),
    [addItem, addItems, removeItem, updateQuantity, clearCart, setCouponCode, adoptServerCart],
  );
  const contents = useMemo<CartContents>(() => ({ ...state, couponCode, ready }), [state, couponCode, ready]);
  return (
    <CartActionsContext.Provider value={actions}>
      <CartContentsContext.Provider value={contents}>
        <CartCountContext.Provider value={state.totalItems}>{children}</CartCountContext.Provider>
      </CartContentsContext.Provider>
    </CartActionsContext.Provider>
  );
}

/** The whole cart: what it holds and what changes it (re-renders on every change of the cart). */
export function useCart(): CartValue {
  const actions = useContext(CartActionsContext);
  const contents = useContext(CartContentsContext);
  if (!actions || !contents) throw new Error('useCart must be used within a CartProvider');
  return useMemo(() => ({ ...contents, ...actions }), [contents, actions]);
}

/** What changes the cart, for components that do not show it: never re-renders them. */
export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('useCartActions must be used within a CartProvider');
  return actions;
}

/** The number of items in the cart (the header's badge): re-renders only when that number changes. */
export function useCartCount(): number {
  const count = useContext(CartCountContext);
  if (count === null) throw new Error('useCartCount must be used within a CartProvider');
  return count;
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
  const { addItem } = useCartActions();
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
