import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini ships no messages: an issue that a schema gives no message of its own (a number where a
 * string belongs, a missing array) would read "Invalid input". Classic zod registers English the first
 * time it builds a schema; the domain's zod/mini schemas call this when they are built, so their
 * messages are the same whether or not classic zod (the console, the gateway's own schemas) loaded
 * first. A locale set explicitly elsewhere wins, as it does with classic zod.
 */
export function ensureEnglishZodMessages(): void {
  if (!config().localeError) config(en());
}
