import { addServerCartLines, emptyServerCart, setServerCartLines, type ServerCart } from '@shop/domain';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLineInput } from '../../gql/graphql';
import { useSession } from '../session';
import { LOGOUT_WAIT_MS } from '../session/before-logout';
import { SessionLogoutMutation, SessionMeQuery } from '../session/session-documents';
import { CartProbe, TEST_CUSTOMER, renderWithShop } from '../session/testing';
import { useCart } from './index';
import { keepPendingWrite, pendingWriteKey, PENDING_WRITE_PREFIX } from './pending-cart-writes';
import { ServerCartAddLinesMutation, ServerCartQuery, ServerCartSetLinesMutation } from './server-cart-documents';

/**
 * A logged-in buyer's cart writes survive a full page load (issue 19): each write is kept in browser
 * storage until the server confirmed it, and the next page of the same buyer resends it (with its key,
 * which the gateway applies once) before it reads the server cart.
 */

const GUMMIES = {
  id: 'p1',
  title: 'Mint Gummies',
  priceCents: 1250,
  image: null,
  attribute: null,
  parentProductId: null,
  productSlug: 'mint-gummies',
};
const OIL = { ...GUMMIES, id: 'p2', title: 'Hemp Oil', productSlug: 'hemp-oil' };

/** a server cart that follows the gateway's rules (packages/domain server-cart.ts), keys included */
function serverCart(start: ServerCart = emptyServerCart) {
  const state = {
    cart: start,
    reads: 0,
    setCalls: [] as { lines: CartLineInput[]; key?: string | null; baseVersion?: number | null }[],
  };
  const view = () => ({
    __typename: 'Cart' as const,
    version: state.cart.version,
    couponCode: state.cart.couponCode,
    lines: state.cart.lines.map((line) => ({
      __typename: 'CartLine' as const,
      productId: line.productId,
      variationId: line.variationId,
      attribute: line.attribute ? { __typename: 'CartLineAttribute' as const, ...line.attribute } : null,
      quantity: line.quantity,
      product: null,
    })),
  });
  const payload = () => ({ __typename: 'CartPayload' as const, cart: view(), userErrors: [] });
  const apply = (result: ReturnType<typeof setServerCartLines>) => {
    if (result.kind === 'ok') state.cart = result.cart;
  };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: ServerCartQuery },
      result: () => {
        state.reads += 1;
        return { data: { cart: view() } };
      },
      maxUsageCount: Infinity,
    },
    {
      request: { query: ServerCartAddLinesMutation, variables: () => true },
      result: (variables: { lines: CartLineInput[]; key?: string | null }) => {
        apply(addServerCartLines(state.cart, variables.lines, variables.key));
        return { data: { cartAddLines: payload() } };
      },
      maxUsageCount: Infinity,
    },
    {
      request: { query: ServerCartSetLinesMutation, variables: () => true },
      result: (variables: {
        lines: CartLineInput[];
        couponCode?: string | null;
        baseVersion?: number | null;
        key?: string | null;
      }) => {
        state.setCalls.push({ lines: variables.lines, key: variables.key, baseVersion: variables.baseVersion });
        apply(setServerCartLines(state.cart, variables.lines, variables));
        return { data: { cartSetLines: payload() } };
      },
      maxUsageCount: Infinity,
    },
  ];
  return { state, mocks };
}

/** the buyer's server cart is loaded (before that a click would go to the anonymous cart) */
async function serverCartLoaded(server: ReturnType<typeof serverCart>) {
  await waitFor(() => {
    expect(server.state.reads).toBe(1);
    expect(screen.getByTestId('ready')).toHaveTextContent('true');
  });
}

function AddButton() {
  const { addItem } = useCart();
  return (
    <button type="button" onClick={() => addItem({ ...OIL, quantity: 3 })}>
      add oil
    </button>
  );
}

function Ready() {
  const { ready } = useCart();
  return <output data-testid="ready">{String(ready)}</output>;
}

const shown = () =>
  (JSON.parse(screen.getByTestId('cart-items').textContent ?? '[]') as { id: string; quantity: number }[]).map(
    (item) => [item.id, item.quantity],
  );

/** the kept writes in browser storage: [storage key, key, lines] */
function keptWrites(): [string, string, CartLineInput[]][] {
  const out: [string, string, CartLineInput[]][] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const name = localStorage.key(index)!;
    if (!name.startsWith(PENDING_WRITE_PREFIX)) continue;
    const value = JSON.parse(localStorage.getItem(name)!) as { key: string; lines: CartLineInput[] };
    out.push([name, value.key, value.lines]);
  }
  return out;
}

/** a write an earlier page of buyer `customerId` kept: gummies x2 and oil x1, on version `baseVersion` */
function keepEarlierWrite(customerId: string, key: string, baseVersion: number, savedAt = Date.now()) {
  keepPendingWrite(
    localStorage,
    pendingWriteKey(customerId, 'earlier-page'),
    {
      key,
      baseVersion,
      lines: [
        { productId: 'p1', variationId: null, quantity: 2 },
        { productId: 'p2', variationId: null, quantity: 1 },
      ],
      items: [
        { ...GUMMIES, quantity: 2 },
        { ...OIL, quantity: 1 },
      ],
    },
    savedAt,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('server-cart writes kept until the server confirmed them', () => {
  it("keeps a write under the buyer's own key while it is on its way, and forgets it once confirmed", async () => {
    const server = serverCart();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    renderWithShop(
      <>
        <AddButton />
        <CartProbe />
        <Ready />
      </>,
      {
        customer: TEST_CUSTOMER,
        mocks: server.mocks,
        hold: (operation) => (operation.operationName === 'ServerCartSetLines' ? answered : null),
      },
    );
    await serverCartLoaded(server);
    await userEvent.click(screen.getByRole('button', { name: 'add oil' }));
    await waitFor(() => expect(keptWrites()).toHaveLength(1));
    const [[storageKey, key, lines]] = keptWrites() as [[string, string, CartLineInput[]]];
    expect(storageKey.startsWith(pendingWriteKey(TEST_CUSTOMER.id, ''))).toBe(true);
    expect(key).toMatch(/^w-/);
    expect(lines).toEqual([{ productId: 'p2', variationId: null, quantity: 3 }]);
    // the spec's "cart" stays the anonymous cart
    expect(JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items).toEqual([]);
    act(() => release());
    await waitFor(() => expect(keptWrites()).toEqual([]));
    expect(server.state.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([['p2', 3]]);
    expect(server.state.setCalls.at(-1)?.key).toBe(key);
  });

  it('the next page shows a kept write at once and resends it before reading the cart', async () => {
    keepEarlierWrite(TEST_CUSTOMER.id, 'w-earlier', 0);
    const server = serverCart();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    renderWithShop(<CartProbe />, {
      customer: TEST_CUSTOMER,
      mocks: server.mocks,
      hold: (operation) => (operation.operationName === 'ServerCartSetLines' ? answered : null),
    });
    // shown while the server has not answered yet: no line disappears on the reload
    await waitFor(() =>
      expect(shown()).toEqual([
        ['p1', 2],
        ['p2', 1],
      ]),
    );
    act(() => release());
    await waitFor(() => expect(keptWrites()).toEqual([]));
    expect(server.state.setCalls).toEqual([
      {
        key: 'w-earlier',
        baseVersion: 0,
        lines: [
          { productId: 'p1', variationId: null, quantity: 2 },
          { productId: 'p2', variationId: null, quantity: 1 },
        ],
      },
    ]);
    expect(server.state.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
    expect(shown()).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
  });

  it('a kept write the server already applied counts once, and does not undo a later change', async () => {
    // the write reached the server (the page's last request did), then the phone raised the gummies to 5
    const applied = setServerCartLines(
      emptyServerCart,
      [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
      { baseVersion: 0, key: 'w-earlier' },
    );
    if (applied.kind !== 'ok') throw new Error('setup');
    const phone = setServerCartLines(
      applied.cart,
      [
        { productId: 'p1', quantity: 5 },
        { productId: 'p2', quantity: 1 },
      ],
      { baseVersion: applied.cart.version },
    );
    if (phone.kind !== 'ok') throw new Error('setup');
    keepEarlierWrite(TEST_CUSTOMER.id, 'w-earlier', 0);
    const server = serverCart(phone.cart);
    renderWithShop(<CartProbe />, { customer: TEST_CUSTOMER, mocks: server.mocks });
    await waitFor(() => expect(keptWrites()).toEqual([]));
    await waitFor(() =>
      expect(shown()).toEqual([
        ['p1', 5],
        ['p2', 1],
      ]),
    );
    expect(server.state.setCalls.map((call) => call.key)).toEqual(['w-earlier']);
    expect(server.state.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['p1', 5],
      ['p2', 1],
    ]);
  });

  it('another customer logging in on this browser neither sees nor sends them', async () => {
    keepEarlierWrite('someone-else', 'w-theirs', 0);
    const server = serverCart();
    renderWithShop(
      <>
        <CartProbe />
        <Ready />
      </>,
      { customer: TEST_CUSTOMER, mocks: server.mocks },
    );
    await serverCartLoaded(server);
    expect(shown()).toEqual([]);
    expect(server.state.setCalls).toEqual([]);
    expect(server.state.cart.lines).toEqual([]);
    // still there for its own buyer
    expect(keptWrites().map(([, key]) => key)).toEqual(['w-theirs']);
  });

  it('a page that goes away with a write on its way sends it once more in a keepalive request', async () => {
    const server = serverCart();
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
    renderWithShop(
      <>
        <AddButton />
        <Ready />
      </>,
      {
        customer: TEST_CUSTOMER,
        mocks: server.mocks,
        // never answered: the page goes away first
        hold: (operation) =>
          operation.operationName === 'ServerCartSetLines' ? new Promise<void>(() => undefined) : null,
      },
    );
    await serverCartLoaded(server);
    await userEvent.click(screen.getByRole('button', { name: 'add oil' }));
    await waitFor(() => expect(keptWrites()).toHaveLength(1));
    vi.stubGlobal('fetch', fetchSpy);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    // a JSON body: the gateway's CSRF rule lets it through, as the app's own requests
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    const body = JSON.parse(init.body as string) as { query: string; variables: Record<string, unknown> };
    expect(body.query).toContain('cartSetLines');
    expect(body.variables).toEqual({
      lines: [{ productId: 'p2', variationId: null, quantity: 3 }],
      baseVersion: 0,
      key: keptWrites()[0]![1],
    });
  });

  it('a focus right after a server-rendered page loaded reads the server, not the page cache', async () => {
    const server = serverCart();
    let client!: ApolloClient;
    function ClientProbe() {
      client = useApolloClient();
      return null;
    }
    renderWithShop(
      <>
        <ClientProbe />
        <CartProbe />
        <Ready />
      </>,
      { customer: TEST_CUSTOMER, mocks: server.mocks },
    );
    await serverCartLoaded(server);
    // a server-rendered page while it hydrates (lib/apollo.ts): Apollo answers network-only
    // queries from the cache the server filled; the cart there is the one this page was rendered with
    client.prioritizeCacheValues = true;
    // meanwhile the buyer's phone put oil into the cart
    const phone = setServerCartLines(server.state.cart, [{ productId: 'p2', quantity: 4 }], {
      baseVersion: server.state.cart.version,
    });
    if (phone.kind !== 'ok') throw new Error('setup');
    server.state.cart = phone.cart;
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(shown()).toEqual([['p2', 4]]));
    expect(server.state.reads).toBe(2);
  });
});

function LogoutButton() {
  const { logout } = useSession();
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => void logout().then(() => setDone(true))}>
        log out
      </button>
      <output data-testid="logged-out">{String(done)}</output>
    </>
  );
}

/** the whole logout has run (its notice to other tabs included) */
async function loggedOut() {
  await waitFor(() => expect(screen.getByTestId('logged-out')).toHaveTextContent('true'));
}

/**
 * `me` answers the buyer until the logout mutation ended the session; `events` has the server-cart writes
 * the server got before the logout, then "logout"
 */
function sessionUntilLogout(server: ReturnType<typeof serverCart>) {
  const events: string[] = [];
  let ended = false;
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: SessionMeQuery },
      result: () => ({ data: { me: ended ? null : TEST_CUSTOMER } }),
      maxUsageCount: Infinity,
    },
    {
      request: { query: SessionLogoutMutation },
      result: () => {
        ended = true;
        events.push(...server.state.setCalls.map((call) => `set ${call.key}`), 'logout');
        return { data: { logout: true } };
      },
      maxUsageCount: Infinity,
    },
    ...server.mocks,
  ];
  return { events, mocks };
}

describe("merging the browser's anonymous cart at login", () => {
  it('a page gone while the merge is on its way leaves a cart stored since then alone, and spends the merge key', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...GUMMIES, quantity: 2 }] }));
    const server = serverCart();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let adds = 0;
    const { unmount } = renderWithShop(<CartProbe />, {
      customer: TEST_CUSTOMER,
      mocks: server.mocks,
      hold: (operation) => {
        if (operation.operationName !== 'ServerCartAddLines') return null;
        adds += 1;
        return answered;
      },
    });
    await waitFor(() => expect(adds).toBe(1));
    expect(localStorage.getItem('cart:mergeKey')).toMatch(/^merge-/);
    // the page goes (a logout, the next screen), and this browser's cart is another one by then
    unmount();
    const later = JSON.stringify({ items: [{ ...OIL, quantity: 1 }], totalItems: 1, totalPriceCents: 1250 });
    localStorage.setItem('cart', later);
    act(() => release());
    // the merge reached the server ...
    await waitFor(() => expect(server.state.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([['p1', 2]]));
    // ... and once its answer is in, the cart stored since is still there, to merge with a new key
    await waitFor(() => expect(localStorage.getItem('cart:mergeKey')).toBeNull());
    expect(localStorage.getItem('cart')).toBe(later);
  });
});

describe("a buyer's logout", () => {
  it("sends the writes still on their way before the session ends, then leaves nothing of the buyer's cart in storage", async () => {
    const server = serverCart();
    const session = sessionUntilLogout(server);
    let setLines = 0;
    renderWithShop(
      <>
        <AddButton />
        <LogoutButton />
        <CartProbe />
        <Ready />
      </>,
      {
        customer: TEST_CUSTOMER,
        mocks: session.mocks,
        // the page's own write is lost on the way (never answered); what is sent after it goes through
        hold: (operation) => {
          if (operation.operationName !== 'ServerCartSetLines') return null;
          setLines += 1;
          return setLines === 1 ? new Promise<void>(() => undefined) : null;
        },
      },
    );
    await serverCartLoaded(server);
    await userEvent.click(screen.getByRole('button', { name: 'add oil' }));
    await waitFor(() => expect(keptWrites()).toHaveLength(1));
    const [[, key]] = keptWrites() as [[string, string, CartLineInput[]]];
    // a write another page of this buyer (another tab) kept a minute ago and could not see confirmed
    keepEarlierWrite(TEST_CUSTOMER.id, 'w-earlier', 0, Date.now() - 60_000);

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await loggedOut();
    // both went while the session still existed, the older first, and reached the server cart
    expect(session.events).toEqual(['set w-earlier', `set ${key}`, 'logout']);
    expect(server.state.setCalls).toHaveLength(2);
    expect(server.state.cart.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual([
      ['p1', 2],
      ['p2', 3],
    ]);
    // nothing of the buyer's cart stays for the next person at this computer, or for their next login
    expect(keptWrites()).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it('does not wait for a server that never answers longer than LOGOUT_WAIT_MS, and forgets the writes anyway', async () => {
    const server = serverCart();
    const session = sessionUntilLogout(server);
    let setLines = 0;
    renderWithShop(
      <>
        <AddButton />
        <LogoutButton />
        <Ready />
      </>,
      {
        customer: TEST_CUSTOMER,
        mocks: session.mocks,
        // the network takes cart writes and never answers
        hold: (operation) => {
          if (operation.operationName !== 'ServerCartSetLines') return null;
          setLines += 1;
          return new Promise<void>(() => undefined);
        },
      },
    );
    await serverCartLoaded(server);
    await userEvent.click(screen.getByRole('button', { name: 'add oil' }));
    await waitFor(() => expect(keptWrites()).toHaveLength(1));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    // the kept write went once more, and the logout waits for its answer ...
    await waitFor(() => expect(setLines).toBe(2));
    expect(session.events).toEqual([]);
    expect(keptWrites()).toHaveLength(1);
    // ... a few seconds at most
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS));
    await loggedOut();
    expect(session.events).toEqual(['logout']);
    expect(keptWrites()).toEqual([]);
  });
});
