/**
 * Cross-tab notice that the session changed (login, logout, profile). BroadcastChannel where available,
 * the storage event otherwise; both only reach OTHER tabs, which then refetch `me`. One channel object
 * per tab sends and receives, because a channel never gets its own messages but a second object in
 * the same tab would.
 */
export const SESSION_CHANNEL = 'shop:session';
const STORAGE_KEY = 'shop:sessionEvent';

export type SessionEvent = 'login' | 'logout' | 'changed';

let channel: BroadcastChannel | null = null;
function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

export function announceSessionChange(kind: SessionEvent): void {
  if (typeof window === 'undefined') return;
  const shared = getChannel();
  if (shared) {
    shared.postMessage(kind);
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
  const shared = getChannel();
  if (shared) {
    const onMessage = (event: MessageEvent<SessionEvent>) => handler(event.data);
    shared.addEventListener('message', onMessage);
    return () => shared.removeEventListener('message', onMessage);
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
