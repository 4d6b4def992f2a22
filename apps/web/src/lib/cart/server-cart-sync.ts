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
  /** `key` makes the write happen once (the gateway ignores the same key again) */
  set(
    lines: CartLineInput[],
    couponCode: string | null | undefined,
    baseVersion: number,
    key?: string,
  ): Promise<ServerCartSnapshot>;
}

export interface DesiredCart {
  lines: CartLineInput[];
  /** undefined: leave the server's coupon as it is */
  couponCode?: string | null;
  /** the lines as the page shows them (kept with a write not yet confirmed, to show it again after a reload) */
  items?: CartItem[];
}

/** a write the server has not confirmed yet: sent (or resent) with its key, relative to `baseVersion` */
export interface UnconfirmedWrite extends DesiredCart {
  key: string;
  baseVersion: number;
}

/** a fresh key for one write */
export function newWriteKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `w-${random}`;
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
    // a line without a variation is the product with the option chosen (if any): the same id with another
    // option is another line
    const option = line.variationId
      ? undefined
      : line.attribute
        ? { name: line.attribute.name, value: line.attribute.value }
        : null;
    const previous = known.find(
      (item) => item.id === id && (option === undefined || sameOption(item.attribute, option)),
    );
    const product = line.product;
    const variation = line.variationId ? (product?.variations.find((v) => v.id === line.variationId) ?? null) : null;
    const price = (variation?.price ?? product?.price)?.amount ?? null;
    return {
      id,
      title: product?.name ?? previous?.title ?? '',
      priceCents: price != null ? toCents(price) : (previous?.priceCents ?? 0),
      image: variation?.image?.src ?? product?.images[0]?.src ?? previous?.image ?? null,
      attribute:
        option !== undefined ? option : variation ? variationAttributeOf(variation) : (previous?.attribute ?? null),
      quantity: line.quantity,
      parentProductId: line.variationId ? line.productId : null,
      productSlug: product?.slug ?? previous?.productSlug ?? '',
    };
  });
}

function sameOption(a: CartItem['attribute'], b: CartItem['attribute']): boolean {
  return (a?.value ?? null) === (b?.value ?? null);
}

/** a line's identity as the spec's cart has it: its id and attribute value */
function sameLine(a: Pick<CartItem, 'id' | 'attribute'>, b: Pick<CartItem, 'id' | 'attribute'>): boolean {
  return a.id === b.id && sameOption(a.attribute, b.attribute);
}

/** The server cart's lines for cart items: a variation as product + variation, else the product with its chosen option. */
export function linesOf(
  items: readonly Pick<CartItem, 'id' | 'parentProductId' | 'quantity' | 'attribute'>[],
): CartLineInput[] {
  return items.map((item) =>
    item.parentProductId
      ? { productId: item.parentProductId, variationId: item.id, quantity: item.quantity }
      : item.attribute?.value
        ? {
            productId: item.id,
            variationId: null,
            quantity: item.quantity,
            attribute: { name: item.attribute.name, value: item.attribute.value },
          }
        : { productId: item.id, variationId: null, quantity: item.quantity },
  );
}

/**
 * The server cart with the changes this page made while it was loading (`before` → `now`) applied on
 * top: quantities changed by the difference, lines removed here removed, lines added here added.
 */
export function rebase(before: readonly CartItem[], now: readonly CartItem[], server: readonly CartItem[]): CartItem[] {
  const quantity = (items: readonly CartItem[], line: CartItem) =>
    items.filter((item) => sameLine(item, line)).reduce((sum, item) => sum + item.quantity, 0);
  // the page's order first (what the buyer is looking at), then lines only the server has
  const result: CartItem[] = [];
  for (const item of now) {
    if (result.some((done) => sameLine(done, item))) continue;
    const delta = quantity(now, item) - quantity(before, item);
    const onServer = server.find((candidate) => sameLine(candidate, item));
    if (onServer) result.push({ ...onServer, quantity: Math.max(1, onServer.quantity + delta) });
    else if (delta > 0 || !before.some((candidate) => sameLine(candidate, item))) {
      result.push({ ...item, quantity: Math.max(1, delta) });
    }
  }
  for (const item of server) {
    const removedHere = before.some((candidate) => sameLine(candidate, item));
    if (!removedHere && !result.some((done) => sameLine(done, item))) result.push(item);
  }
  return result;
}

export interface ServerCartQueueOptions {
  wait?: (ms: number) => Promise<void>;
  /**
   * The write the server has not confirmed yet, each time that changes (null: everything is confirmed).
   * The newest one stands for all before it (it holds the whole cart), so keeping it (browser storage)
   * and resending it with its key after a reload loses nothing and counts nothing twice.
   */
  onUnconfirmed?: (write: UnconfirmedWrite | null) => void;
  newKey?: () => string;
}

export class ServerCartQueue {
  /** the server cart version this browser last saw */
  version = 0;
  private pending: UnconfirmedWrite | null = null;
  /** the write on its way (its answer not in yet) */
  private sending: UnconfirmedWrite | null = null;
  private running = false;
  private stopped = false;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly onUnconfirmed: (write: UnconfirmedWrite | null) => void;
  private readonly newKey: () => string;

  constructor(
    private readonly transport: ServerCartTransport,
    /** a write was confirmed; `settled` is false while newer local changes are still to be sent */
    private readonly onConfirmed: (cart: ServerCartSnapshot, settled: boolean) => void,
    options: ServerCartQueueOptions | ((ms: number) => Promise<void>) = {},
  ) {
    const { wait, onUnconfirmed, newKey } = typeof options === 'function' ? { wait: options } : options;
    this.wait = wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.onUnconfirmed = onUnconfirmed ?? (() => undefined);
    this.newKey = newKey ?? newWriteKey;
  }

  /** true while local changes are not yet confirmed by the server */
  get busy(): boolean {
    return this.running || this.pending !== null;
  }

  /** the newest write not yet confirmed (the one to resend if this page goes away), or null */
  get unconfirmed(): UnconfirmedWrite | null {
    return this.pending ?? this.sending;
  }

  /** queues the cart as it now is on screen (replacing a not yet sent one) */
  push(desired: DesiredCart): void {
    if (this.stopped) return;
    // a coupon change not yet sent must survive a later line change that leaves the coupon alone
    const couponCode =
      desired.couponCode === undefined && this.pending?.couponCode !== undefined
        ? this.pending.couponCode
        : desired.couponCode;
    this.pending = {
      lines: desired.lines,
      couponCode,
      items: desired.items,
      key: this.newKey(),
      baseVersion: this.version,
    };
    this.onUnconfirmed(this.pending);
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
        // the base is the version seen when it goes (a write confirmed meanwhile moved it on)
        const desired: UnconfirmedWrite = { ...this.pending, baseVersion: this.version };
        this.pending = desired;
        this.sending = desired;
        try {
          const cart = await this.transport.set(desired.lines, desired.couponCode, desired.baseVersion, desired.key);
          attempt = 0;
          if (this.stopped) return;
          this.version = cart.version;
          this.sending = null;
          // sent: unless something newer was queued meanwhile (it is then sent on the next round)
          if (this.pending === desired) this.pending = null;
          // what is left to confirm, relative to the version just seen
          this.onUnconfirmed(this.pending ? { ...this.pending, baseVersion: this.version } : null);
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
