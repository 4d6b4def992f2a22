import { toCents, type CartItem } from '@shop/domain';
import type { CartLineInput, ServerCartFieldsFragment } from '../../gql/graphql';

/**
 * The browser's side of a logged-in buyer's server cart (issue 19). Clicks change the cart on screen at
 * once; this queue sends the resulting cart to the server one write at a time, in order, each relative
 * to the version the browser last saw (`cartSetLines(baseVersion:)`), so lines another device added
 * meanwhile are kept. Writes made while one is in flight are coalesced into the next (the whole cart is
 * sent, so the latest state is all that matters); a failed write is retried with a growing pause.
 */

export type ServerCartSnapshot = ServerCartFieldsFragment;

export interface ServerCartTransport {
  fetch(): Promise<ServerCartSnapshot>;
  add(lines: CartLineInput[], key: string): Promise<ServerCartSnapshot>;
  set(lines: CartLineInput[], couponCode: string | null | undefined, baseVersion: number): Promise<ServerCartSnapshot>;
}

export interface DesiredCart {
  lines: CartLineInput[];
  /** undefined: leave the server's coupon as it is */
  couponCode?: string | null;
}

/** how long to wait before retry n (1-based): 0.5 s, 1 s, 2 s ... at most 15 s */
export function retryDelay(attempt: number): number {
  return Math.min(15_000, 500 * 2 ** (attempt - 1));
}

function variationAttributeOf(variation: { attributes: readonly { name: string; option: string }[] }) {
  if (variation.attributes.length === 0) return null;
  return {
    name: variation.attributes.map((a) => a.name).join(', '),
    value: variation.attributes.map((a) => a.option).join(' / '),
  };
}

/**
 * The cart lines the page shows for a server cart. A line whose product is no longer sold keeps what
 * the browser knew of it (`known`), so its name still shows beside the quote's "no longer available".
 */
export function itemsFromServer(cart: ServerCartSnapshot, known: readonly CartItem[] = []): CartItem[] {
  return cart.lines.map((line) => {
    const id = line.variationId ?? line.productId;
    const previous = known.find((item) => item.id === id);
    const product = line.product;
    const variation = line.variationId ? (product?.variations.find((v) => v.id === line.variationId) ?? null) : null;
    const price = (variation?.price ?? product?.price)?.amount ?? null;
    return {
      id,
      title: product?.name ?? previous?.title ?? '',
      priceCents: price != null ? toCents(price) : (previous?.priceCents ?? 0),
      image: variation?.image?.src ?? product?.images[0]?.src ?? previous?.image ?? null,
      attribute: variation ? variationAttributeOf(variation) : (previous?.attribute ?? null),
      quantity: line.quantity,
      parentProductId: line.variationId ? line.productId : null,
      productSlug: product?.slug ?? previous?.productSlug ?? '',
    };
  });
}

export function linesOf(items: readonly Pick<CartItem, 'id' | 'parentProductId' | 'quantity'>[]): CartLineInput[] {
  return items.map((item) =>
    item.parentProductId
      ? { productId: item.parentProductId, variationId: item.id, quantity: item.quantity }
      : { productId: item.id, variationId: null, quantity: item.quantity },
  );
}

/**
 * The server cart with the changes this page made while it was loading (`before` → `now`) applied on
 * top: quantities changed by the difference, lines removed here removed, lines added here added.
 */
export function rebase(before: readonly CartItem[], now: readonly CartItem[], server: readonly CartItem[]): CartItem[] {
  const quantity = (items: readonly CartItem[], id: string) =>
    items.filter((item) => item.id === id).reduce((sum, item) => sum + item.quantity, 0);
  // the page's order first (what the buyer is looking at), then lines only the server has
  const result: CartItem[] = [];
  for (const item of now) {
    if (result.some((done) => done.id === item.id)) continue;
    const delta = quantity(now, item.id) - quantity(before, item.id);
    const onServer = server.find((candidate) => candidate.id === item.id);
    if (onServer) result.push({ ...onServer, quantity: Math.max(1, onServer.quantity + delta) });
    else if (delta > 0 || !before.some((candidate) => candidate.id === item.id)) {
      result.push({ ...item, quantity: Math.max(1, delta) });
    }
  }
  for (const item of server) {
    const removedHere = before.some((candidate) => candidate.id === item.id);
    if (!removedHere && !result.some((done) => done.id === item.id)) result.push(item);
  }
  return result;
}

export class ServerCartQueue {
  /** the server cart version this browser last saw */
  version = 0;
  private pending: DesiredCart | null = null;
  private running = false;
  private stopped = false;

  constructor(
    private readonly transport: ServerCartTransport,
    /** a write was confirmed; `settled` is false while newer local changes are still to be sent */
    private readonly onConfirmed: (cart: ServerCartSnapshot, settled: boolean) => void,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** true while local changes are not yet confirmed by the server */
  get busy(): boolean {
    return this.running || this.pending !== null;
  }

  /** queues the cart as it now is on screen (replacing a not yet sent one) */
  push(desired: DesiredCart): void {
    if (this.stopped) return;
    // a coupon change not yet sent must survive a later line change that leaves the coupon alone
    const couponCode =
      desired.couponCode === undefined && this.pending?.couponCode !== undefined
        ? this.pending.couponCode
        : desired.couponCode;
    this.pending = { lines: desired.lines, couponCode };
    if (!this.running) void this.run();
  }

  /** forgets what is queued (logout) */
  stop(): void {
    this.stopped = true;
    this.pending = null;
  }

  private async run(): Promise<void> {
    this.running = true;
    let attempt = 0;
    try {
      while (this.pending && !this.stopped) {
        const desired = this.pending;
        try {
          const cart = await this.transport.set(desired.lines, desired.couponCode, this.version);
          attempt = 0;
          if (this.stopped) return;
          this.version = cart.version;
          // sent: unless something newer was queued meanwhile (it is then sent on the next round)
          if (this.pending === desired) this.pending = null;
          this.onConfirmed(cart, this.pending === null);
        } catch {
          attempt += 1;
          await this.wait(retryDelay(attempt));
        }
      }
    } finally {
      this.running = false;
    }
  }
}
