import { z } from 'zod';
import { MAX_CART_LINES, mergeCartLines } from '../cart/cart-limits.js';
import { isValidLineQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../cart/line-availability.js';
import { SERVER_CART_MESSAGES, isUsableCartId } from '../cart/server-cart.js';
import { hasUnsafeCharacters } from '../validation/text-safety.js';

/**
 * Order lists (issue 19): a buyer's saved carts ("Weekly restock", "Bar Sunday"), loaded into the cart
 * again and again. The shop has no company accounts with several users, so a list belongs to the one
 * buyer who made it: nobody else can see, load or change it (another buyer's list reads as unknown).
 * Loading a list follows the reorder rule (orders/reorder.ts): the lines still on sale go to the cart,
 * the others are listed with the reason.
 */

export const ORDER_LIST_NAME_MAX = 80;
/** lists per buyer: plenty for weekly restocks, and bounded so one account cannot fill the store */
export const MAX_ORDER_LISTS = 50;

export const ORDER_LIST_MESSAGES = {
  nameRequired: 'Please enter a name for the list',
  nameTooLong: `The name can be at most ${ORDER_LIST_NAME_MAX} characters`,
  nameUnsafe: 'The name contains characters that are not allowed',
  nameTaken: 'You already have a list with this name',
  empty: 'The list needs at least one product: add products to your cart first',
  tooManyLines: `A list can hold at most ${MAX_CART_LINES} lines`,
  tooManyLists: `You can keep at most ${MAX_ORDER_LISTS} order lists: delete one you no longer use`,
  quantity: `Quantity must be between ${MIN_LINE_QUANTITY} and ${MAX_LINE_QUANTITY}`,
  notFound: 'Order list not found',
} as const;

export const orderListNameSchema = z
  .string()
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, ORDER_LIST_MESSAGES.nameRequired)
      .max(ORDER_LIST_NAME_MAX, ORDER_LIST_MESSAGES.nameTooLong)
      .refine((name) => !hasUnsafeCharacters(name, { multiline: false }), ORDER_LIST_MESSAGES.nameUnsafe),
  );

export const orderListLineSchema = z.object({
  // the cart's rule: a line of a list goes into the cart as it is
  productId: z.string().trim().min(1, 'A line needs a product id').refine(isUsableCartId, SERVER_CART_MESSAGES.id),
  variationId: z
    .string()
    .trim()
    .refine(isUsableCartId, SERVER_CART_MESSAGES.id)
    .nullish()
    .transform((id) => (id ? id : null)),
  quantity: z.number().refine(isValidLineQuantity, ORDER_LIST_MESSAGES.quantity),
});

export const orderListLinesSchema = z
  .array(orderListLineSchema)
  .min(1, ORDER_LIST_MESSAGES.empty)
  .max(MAX_CART_LINES, ORDER_LIST_MESSAGES.tooManyLines)
  // merged after the checks: merging only ever makes a list shorter; a merged quantity stays inside the cap
  .transform((lines) =>
    mergeCartLines(lines).map((line) => ({ ...line, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY) })),
  );

export const orderListInputSchema = z.object({
  name: orderListNameSchema,
  lines: orderListLinesSchema,
});

export type OrderListLine = z.output<typeof orderListLineSchema>;

export interface OrderListRecord {
  id: string;
  /** the buyer's customer id */
  ownerId: string;
  name: string;
  lines: OrderListLine[];
  createdAt: string;
  updatedAt: string;
}

/** two names are the same list name when they differ only in case or spacing */
export function sameOrderListName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return normal(a) === normal(b);
}

/** the buyer's lists as the account shows them: most recently changed first, then by name */
export function sortOrderLists<L extends Pick<OrderListRecord, 'name' | 'updatedAt'>>(lists: readonly L[]): L[] {
  return [...lists].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name));
}
