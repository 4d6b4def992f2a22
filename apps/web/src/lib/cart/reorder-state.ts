/** What "Order again" passes to /cart in navigation state: the order and the lines it could not put back. */
export interface ReorderNavigationState {
  reorder: {
    orderNumber: string;
    /** how many lines went into the cart */
    added: number;
    skipped: { name: string; message: string }[];
  };
}

export function readReorderNavigationState(state: unknown): ReorderNavigationState['reorder'] | null {
  if (!state || typeof state !== 'object' || !('reorder' in state)) return null;
  const reorder = (state as { reorder?: unknown }).reorder;
  if (!reorder || typeof reorder !== 'object') return null;
  const { orderNumber, added, skipped } = reorder as Record<string, unknown>;
  if (typeof orderNumber !== 'string' || typeof added !== 'number' || !Array.isArray(skipped)) return null;
  return {
    orderNumber,
    added,
    skipped: skipped.flatMap((line: unknown) => {
      if (!line || typeof line !== 'object') return [];
      const { name, message } = line as Record<string, unknown>;
      return typeof name === 'string' && typeof message === 'string' ? [{ name, message }] : [];
    }),
  };
}
