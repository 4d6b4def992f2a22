import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom';
import { AppShell } from './app-shell';

// Declarative routing (<BrowserRouter> + <Routes>) rather than the data router (createBrowserRouter):
// the app uses no loaders, actions or fetchers, and the data router's machinery weighs ~14 kB brotli
// on the first route. Every screen is its own chunk (React.lazy); the layout holds the Suspense and
// error boundaries (page-boundary.tsx). Location updates are not transitions (useTransitions false):
// URL-driven state such as the catalogue's search box must follow every keystroke at once (as a
// transition the rendered URL lagged behind the typed text and overwrote it); the price is the page
// fallback showing briefly on the first visit to a route while its chunk loads.

type Page = ComponentType & {
  /** loads the page's chunk; once it is in, the page renders without suspending */
  preload(): Promise<unknown>;
};

/**
 * React.lazy, plus a preload after which the page renders at once (no fallback flash on a route whose
 * chunk is already in). While a server-rendered page hydrates before its chunk is in, React keeps the
 * server markup of the page's Suspense boundary (app/page-boundary.tsx) and hydrates it when the
 * chunk arrives; main.tsx starts loading it at once.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Page {
  let Loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload });
}

const forgotPassword = lazyPage(() => import('../features/auth/forgot-password-page'));

/** [path, page]; a null path is the index route */
export const PAGES: readonly (readonly [string | null, Page])[] = [
  [null, lazyPage(() => import('../features/home/home-page'))],
  ['products', lazyPage(() => import('../features/catalog/catalog-page'))],
  ['products/:productSlug', lazyPage(() => import('../features/product/product-page'))],
  ['categories/:slug', lazyPage(() => import('../features/catalog/category-page'))],
  ['white-label', lazyPage(() => import('../features/company/white-label-page'))],
  ['about', lazyPage(() => import('../features/company/about-page'))],
  ['contact', lazyPage(() => import('../features/company/contact-page'))],
  ['wholesale', lazyPage(() => import('../features/company/wholesale-page'))],
  ['cart', lazyPage(() => import('../features/cart/cart-page'))],
  ['quick-order', lazyPage(() => import('../features/quick-order/quick-order-page'))],
  ['checkout', lazyPage(() => import('../features/checkout/checkout-page'))],
  ['account', lazyPage(() => import('../features/account/account-page'))],
  ['account/login', lazyPage(() => import('../features/auth/login-page'))],
  ['account/register', lazyPage(() => import('../features/auth/register-page'))],
  ['account/forget-password', forgotPassword],
  ['account/forgot-password', forgotPassword],
  ['account/reset-password', lazyPage(() => import('../features/auth/reset-password-page'))],
  ['account/orders/:orderId', lazyPage(() => import('../features/account/order-detail-page'))],
  ['blog', lazyPage(() => import('../features/content/blog-list-page'))],
  ['blog/:slug', lazyPage(() => import('../features/content/blog-post-page'))],
  ['terms', lazyPage(() => import('../features/content/terms-page'))],
  ['privacy', lazyPage(() => import('../features/content/privacy-page'))],
  ['*', lazyPage(() => import('./not-found-page'))],
];

/**
 * The operator console (src/admin): a separate app under /admin with its own layout, theme and API
 * client, loaded only when /admin is visited, so it adds nothing to the storefront's routes. It is
 * rendered in the browser only (the gateway serves /admin the SPA shell, never a server render).
 */
const AdminConsole = lazy(() => import('../admin/admin-console'));

/** Loads the chunk of the page at `pathname` (the not-found page when no route matches). */
export function preloadPage(pathname: string): Promise<unknown> {
  const found = PAGES.find(
    ([path]) => path !== '*' && matchPath({ path: `/${path ?? ''}`, end: true }, pathname) !== null,
  );
  return (found ?? PAGES[PAGES.length - 1]!)[1].preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={null}>
            <AdminConsole />
          </Suspense>
        }
      />
      <Route element={<AppShell />}>
        {PAGES.map(([path, Page]) =>
          path === null ? (
            <Route key="/" index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          ),
        )}
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
