import { CartProvider } from '../lib/cart';
import { SessionProvider } from '../lib/session';
import { Layout } from './layout';

/** Root route element: providers that need the router (navigation from toasts, redirects) + the layout. */
export function AppShell() {
  return (
    <SessionProvider>
      <CartProvider>
        <Layout />
      </CartProvider>
    </SessionProvider>
  );
}
