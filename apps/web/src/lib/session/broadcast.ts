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
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ kind, at: Date.now(), r: Math.random() }));
  } catch {
    // storage full or denied: the channel below still reaches the live tabs
  }
  getChannel()?.postMessage(kind);
}

/** A session notice was sent (by any tab) after this document started loading. */
export function sessionChangedSinceLoad(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return false;
    const { at } = JSON.parse(raw) as { at?: unknown };
    return typeof at === 'number' && at >= performance.timeOrigin;
  } catch {
    return false;
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
