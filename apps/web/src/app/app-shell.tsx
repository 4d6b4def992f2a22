import { CartProvider } from '../lib/cart';
import { RouterLinksProvider } from '../lib/router-links';
import { SessionProvider } from '../lib/session';
import { Layout } from './layout';

/**
 * Root route element: providers that need the router (links that do not follow every URL change,
 * navigation from toasts, redirects) + the layout.
 */
export function AppShell() {
  return (
    <RouterLinksProvider>
      <SessionProvider>
        <CartProvider>
          <Layout />
        </CartProvider>
      </SessionProvider>
    </RouterLinksProvider>
  );
}
