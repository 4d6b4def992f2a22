/**
 * How long a journey's step (a click's navigation, an element, a toast) may take before it fails. Steps
 * end as soon as their condition holds, so this only decides how long a broken step takes to report. On a
 * loaded machine (two CI runs at load 9-16 on 2 cores) steps that take a second when quiet took over 15 s:
 * a login's "Login successful!", the purchase journey's "Back to Cart" navigation.
 */
export const STEP_TIMEOUT_MS = 45_000;
