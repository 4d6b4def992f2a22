/**
 * Every code a thrown error crossing a backend port can carry. Expected outcomes (wrong password,
 * e-mail taken, session ended, ...) are returned as tagged results instead; these are what is left:
 * the store cannot be reached, refused what it should have accepted, or is not open. The GraphQL
 * error formatter (graphql/errors.ts, STORE_ERROR_ANSWERS) maps every one of them; a spec checks it.
 */
export const STORE_ERROR_CODES = ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_REJECTED', 'STORE_NOT_READY'] as const;
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** an error of an adapter, with its code (messages may name internals: never shown to clients) */
export class StoreError extends Error {
  override name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}
