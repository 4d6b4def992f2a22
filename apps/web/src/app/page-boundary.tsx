import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { usePathname } from '../lib/router-links';
import { LiveMark } from './live-mark';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

interface BoundaryProps {
  children: ReactNode;
  /** the error screen goes away when this changes (the visitor navigated elsewhere) */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  resetKey?: string;
}

/** Shows RouteError (never the raw error) when rendering below it throws, e.g. a page chunk fails to load. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled route error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? (
      <>
        <RouteError />
        <LiveMark />
      </>
    ) : (
      this.props.children
    );
  }
}

/** Around the routed page: its loading state (lazy chunk) and its error screen, reset on navigation. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        {children}
        {/* committed with the page: hydrated once the page's chunk is in, not before */}
        <LiveMark />
      </Suspense>
    </ErrorBoundary>
  );
}
