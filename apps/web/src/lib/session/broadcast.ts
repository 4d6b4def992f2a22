/**
 * Cross-tab notice that the session changed (login, logout, profile). BroadcastChannel where available,
 * the storage event otherwise; both only reach OTHER tabs, which then refetch `me`.
 */
export const SESSION_CHANNEL = 'shop:session';
const STORAGE_KEY = 'shop:sessionEvent';

export type SessionEvent = 'login' | 'logout' | 'changed';

export function announceSessionChange(kind: SessionEvent): void {
  if (typeof window === 'undefined') return;
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage(kind);
    channel.close();
    return;
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ kind, at: Date.now(), r: Math.random() }));
  } catch {
    // nothing else to do: other tabs catch up on their next query
  }
}

export function listenSessionChanges(handler: (kind: SessionEvent) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent<SessionEvent>) => handler(event.data);
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      handler((JSON.parse(event.newValue) as { kind: SessionEvent }).kind);
    } catch {
      handler('changed');
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
