/**
 * The quick order's size limit, in a module of its own so the storefront can show it without loading
 * the CSV parser (papaparse) into its bundle.
 */
export const QUICK_ORDER_MAX_LINES = 500;
