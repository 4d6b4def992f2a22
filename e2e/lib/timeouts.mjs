/**
 * How long a journey's step (a click's navigation, an element, a toast) may take before it fails. Steps
 * end as soon as their condition holds, so this only decides how long a broken step takes to report.
 */
export const STEP_TIMEOUT_MS = 15_000;
/** a whole journey (one `it`): lib/journey-test.mjs */
export const JOURNEY_TIMEOUT_MS = 90_000;
/** a before/after hook: a browser to launch, a console to sign in to, a gateway to start */
export const HOOK_TIMEOUT_MS = 60_000;
