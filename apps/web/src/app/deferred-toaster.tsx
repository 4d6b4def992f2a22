import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '../lib/toast';

// The toaster's rendering half (the toast state machines, dismissable layers, ~9 kB brotli) is not
// needed to show the first page: it loads when the browser is idle, or at once when a toast is created
// before that. Toasts created meanwhile wait in the store (lib/toast.ts) and show when it mounts.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

const IDLE_TIMEOUT_MS = 4000;

export function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const unsubscribe = toaster.subscribe(want);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        unsubscribe();
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(want, 1000);
    return () => {
      unsubscribe();
      window.clearTimeout(handle);
    };
  }, [wanted]);

  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
