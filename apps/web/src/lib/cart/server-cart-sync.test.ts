import { describe, expect, it } from 'vitest';
import type { CartLineInput } from '../../gql/graphql';
import {
  itemsFromServer,
  linesOf,
  rebase,
  retryDelay,
  ServerCartQueue,
  type ServerCartSnapshot,
} from './server-cart-sync';

function snapshot(version: number, lines: CartLineInput[], couponCode: string | null = null): ServerCartSnapshot {
  return {
    version,
    couponCode,
    lines: lines.map((line) => ({
      productId: String(line.productId),
      variationId: line.variationId == null ? null : String(line.variationId),
      attribute: line.attribute ?? null,
      quantity: line.quantity,
      product: null,
    })),
  };
}

/** a server that answers each write when the test says so */
function fakeServer() {
  const calls: { lines: CartLineInput[]; couponCode: string | null | undefined; baseVersion: number }[] = [];
  const answers: { resolve: (cart: ServerCartSnapshot) => void; reject: (error: Error) => void }[] = [];
  let version = 0;
  return {
    calls,
    transport: {
      fetch: () => Promise.resolve(snapshot(version, [])),
      add: () => Promise.reject(new Error('not used')),
      set: (lines: CartLineInput[], couponCode: string | null | undefined, baseVersion: number) => {
        calls.push({ lines, couponCode, baseVersion });
        return new Promise<ServerCartSnapshot>((resolve, reject) => answers.push({ resolve, reject }));
      },
    },
    answer() {
      const next = answers.shift()!;
      const call = calls[calls.length - 1]!;
      version += 1;
      next.resolve(snapshot(version, call.lines, call.couponCode ?? null));
    },
    fail() {
      answers.shift()!.reject(new Error('offline'));
    },
    pendingAnswers: () => answers.length,
  };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 0));
};

const line = (productId: string, quantity: number): CartLineInput => ({ productId, variationId: null, quantity });

describe('ServerCartQueue', () => {
  it('sends one write at a time, in order, coalescing clicks made meanwhile, each on the version last seen', async () => {
    const server = fakeServer();
    const confirmed: [number, boolean][] = [];
    const queue = new ServerCartQueue(server.transport, (cart, settled) => confirmed.push([cart.version, settled]));
    queue.version = 4;
    queue.push({ lines: [line('1', 1)] });
    queue.push({ lines: [line('1', 2)] });
    queue.push({ lines: [line('1', 3)] });
    expect(server.calls).toHaveLength(1);
    expect(queue.busy).toBe(true);
    server.answer();
    await until(() => server.calls.length === 2);
    // the first answer is not the last state: not settled; the next write carries only the latest state
    expect(confirmed).toEqual([[1, false]]);
    expect(server.calls.map((c) => [c.lines[0]!.quantity, c.baseVersion])).toEqual([
      [1, 4],
      [3, 1],
    ]);
    server.answer();
    await until(() => !queue.busy);
    expect(confirmed).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('retries a failed write, and keeps a coupon change through a later line change', async () => {
    const server = fakeServer();
    const waits: number[] = [];
    const queue = new ServerCartQueue(
      server.transport,
      () => undefined,
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );
    queue.push({ lines: [line('1', 1)], couponCode: '' });
    queue.push({ lines: [line('1', 2)] });
    server.fail();
    await until(() => server.pendingAnswers() === 1);
    expect(waits).toEqual([retryDelay(1)]);
    expect(server.calls[1]).toEqual({ lines: [line('1', 2)], couponCode: '', baseVersion: 0 });
    server.answer();
    await until(() => !queue.busy);
  });

  it('sends nothing after stop (logout)', () => {
    const server = fakeServer();
    const queue = new ServerCartQueue(server.transport, () => undefined);
    queue.stop();
    queue.push({ lines: [line('1', 1)] });
    expect(server.calls).toEqual([]);
  });
});

describe('itemsFromServer / linesOf', () => {
  it('shows a variation line with its product, and keeps what the browser knew of a product no longer sold', () => {
    const cart: ServerCartSnapshot = {
      version: 3,
      couponCode: null,
      lines: [
        {
          productId: '10',
          variationId: '11',
          attribute: null,
          quantity: 2,
          product: {
            id: '10',
            slug: 'oil',
            name: 'CBD Oil',
            price: { amount: '10.00' },
            images: [{ src: '/oil.jpg' }],
            variations: [
              {
                id: '11',
                price: { amount: '12.50' },
                attributes: [{ name: 'Strength', option: '500 mg' }],
                image: null,
              },
            ],
          },
        },
        { productId: '20', variationId: null, attribute: null, quantity: 1, product: null },
      ],
    };
    const known = [
      {
        id: '20',
        title: 'Old Gummies',
        priceCents: 300,
        image: null,
        attribute: null,
        quantity: 1,
        parentProductId: null,
        productSlug: 'old-gummies',
      },
    ];
    const items = itemsFromServer(cart, known);
    expect(items).toEqual([
      {
        id: '11',
        title: 'CBD Oil',
        priceCents: 1250,
        image: '/oil.jpg',
        attribute: { name: 'Strength', value: '500 mg' },
        quantity: 2,
        parentProductId: '10',
        productSlug: 'oil',
      },
      known[0],
    ]);
    expect(linesOf(items)).toEqual([
      { productId: '10', variationId: '11', quantity: 2 },
      { productId: '20', variationId: null, quantity: 1 },
    ]);
  });
});

describe('rebase (changes made while the server cart loads)', () => {
  const item = (id: string, quantity: number) => ({
    id,
    title: id,
    priceCents: 100,
    image: null,
    attribute: null,
    quantity,
    parentProductId: null,
    productSlug: id,
  });
  it("applies this page's changes on the server cart, in the page's order, keeping lines only the server has", () => {
    const before = [item('a', 1), item('b', 2)];
    // a switched to c; b raised by 1
    const now = [item('c', 1), item('b', 3)];
    // another device raised b and added d
    const server = [item('a', 1), item('b', 5), item('d', 1)];
    expect(rebase(before, now, server).map((i) => [i.id, i.quantity])).toEqual([
      ['c', 1],
      ['b', 6],
      ['d', 1],
    ]);
  });
});

describe('ServerCartQueue: the write not yet confirmed (kept until the server confirmed it)', () => {
  it('reports the newest unconfirmed write with its key and base, keeps the key for a retry, and null once confirmed', async () => {
    const server = fakeServer();
    const keys = ['k1', 'k2', 'k3'];
    const reported: (null | { key: string; baseVersion: number; quantity: number })[] = [];
    const sentKeys: (string | undefined)[] = [];
    const set = server.transport.set;
    const queue = new ServerCartQueue(
      {
        ...server.transport,
        set: (lines, couponCode, baseVersion, key) => {
          sentKeys.push(key);
          return set(lines, couponCode, baseVersion);
        },
      },
      () => undefined,
      {
        wait: () => Promise.resolve(),
        newKey: () => keys.shift()!,
        onUnconfirmed: (write) =>
          reported.push(
            write && { key: write.key, baseVersion: write.baseVersion, quantity: write.lines[0]!.quantity },
          ),
      },
    );
    queue.version = 7;
    queue.push({ lines: [line('1', 1)] });
    expect(queue.unconfirmed).toMatchObject({ key: 'k1', baseVersion: 7 });
    // a failed write goes again with the same key (it may have reached the server)
    server.fail();
    await until(() => server.pendingAnswers() === 1);
    expect(sentKeys).toEqual(['k1', 'k1']);
    // a newer cart while k1 is on its way: it stands for both
    queue.push({ lines: [line('1', 2)] });
    expect(queue.unconfirmed).toMatchObject({ key: 'k2' });
    server.answer();
    await until(() => server.calls.length === 3);
    // k1 was confirmed (version 1): k2 is now relative to it
    expect(reported).toEqual([
      { key: 'k1', baseVersion: 7, quantity: 1 },
      { key: 'k2', baseVersion: 7, quantity: 2 },
      { key: 'k2', baseVersion: 1, quantity: 2 },
    ]);
    expect(sentKeys).toEqual(['k1', 'k1', 'k2']);
    server.answer();
    await until(() => !queue.busy);
    expect(reported.at(-1)).toBeNull();
    expect(queue.unconfirmed).toBeNull();
  });
});

describe('a chosen option without a variation (the line attribute)', () => {
  const withOption = (value: string | null, quantity: number) => ({
    id: '5',
    title: 'Gummies',
    priceCents: 500,
    image: null,
    attribute: value ? { name: 'Strength', value } : null,
    quantity,
    parentProductId: null,
    productSlug: 'gummies',
  });

  it('goes to the server with the line and comes back as the same line; other options stay apart', () => {
    const items = [withOption('500mg', 2), withOption('1000mg', 1), withOption(null, 4)];
    const lines = linesOf(items);
    expect(lines).toEqual([
      { productId: '5', variationId: null, quantity: 2, attribute: { name: 'Strength', value: '500mg' } },
      { productId: '5', variationId: null, quantity: 1, attribute: { name: 'Strength', value: '1000mg' } },
      { productId: '5', variationId: null, quantity: 4 },
    ]);
    // the server answers with the options (and no product, say): each line keeps what the page knew of it
    const cart = snapshot(2, lines);
    expect(itemsFromServer(cart, items)).toEqual(items);
    // a page that knew nothing of them (another device) still shows the options
    expect(itemsFromServer(cart).map((item) => [item.id, item.attribute?.value ?? null, item.quantity])).toEqual([
      ['5', '500mg', 2],
      ['5', '1000mg', 1],
      ['5', null, 4],
    ]);
  });

  it('rebase tells the options of one product apart', () => {
    const before = [withOption('500mg', 1)];
    const now = [withOption('500mg', 1), withOption('1000mg', 2)];
    const server = [withOption('500mg', 3)];
    expect(rebase(before, now, server).map((i) => [i.attribute?.value, i.quantity])).toEqual([
      ['500mg', 3],
      ['1000mg', 2],
    ]);
  });
});
