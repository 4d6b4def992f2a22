// The single public entry of the session library (see session-provider.tsx for the behaviour).
export { SessionProvider, useSession, LOGIN_PATH } from './session-provider';
export type { SessionCustomer, SessionValue } from './session-provider';
export { SessionMeQuery } from './session-documents';
export { announceSessionChange } from './broadcast';
export { INACTIVITY_TIMEOUT_MS } from './inactivity';
export { applyUserErrors, cleanServerMessage } from './user-errors';
export { priceHiddenLabel, tradePriceHint } from './price-access';
export type { UserErrorLike } from './user-errors';
