/**
 * The admin API's clock: session idle timeouts, audit times and settings' timestamps read it. Tests
 * replace `now` on the provided object (`app.get(ADMIN_CLOCK)`) instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const ADMIN_CLOCK = Symbol('ADMIN_CLOCK');

export function systemClock(): Clock {
  return { now: () => new Date() };
}
