import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppShell } from './app-shell';

// Declarative routing (<BrowserRouter> + <Routes>) rather than the data router (createBrowserRouter):
// the app uses no loaders, actions or fetchers, and the data router's machinery weighs ~14 kB brotli
// on the first route. Every screen is its own chunk (React.lazy); the layout holds the Suspense and
// error boundaries (page-boundary.tsx). Location updates are not transitions (useTransitions false):
// URL-driven state such as the catalogue's search box must follow every keystroke at once (as a
// transition the rendered URL lagged behind the typed text and overwrote it); the price is the page
// fallback showing briefly on the first visit to a route while its chunk loads.

type Page = LazyExoticComponent<ComponentType>;

const forgotPassword = lazy(() => import('../features/auth/forgot-password-page'));

/** [path, page]; a null path is the index route */
export const PAGES: readonly (readonly [string | null, Page])[] = [
  [null, lazy(() => import('../features/home/home-page'))],
  ['products', lazy(() => import('../features/catalog/catalog-page'))],
  ['products/:productSlug', lazy(() => import('../features/product/product-page'))],
  ['categories/:slug', lazy(() => import('../features/catalog/category-page'))],
  ['white-label', lazy(() => import('../features/company/white-label-page'))],
  ['about', lazy(() => import('../features/company/about-page'))],
  ['contact', lazy(() => import('../features/company/contact-page'))],
  ['wholesale', lazy(() => import('../features/company/wholesale-page'))],
  ['cart', lazy(() => import('../features/cart/cart-page'))],
  ['checkout', lazy(() => import('../features/checkout/checkout-page'))],
  ['account', lazy(() => import('../features/account/account-page'))],
  ['account/login', lazy(() => import('../features/auth/login-page'))],
  ['account/register', lazy(() => import('../features/auth/register-page'))],
  ['account/forget-password', forgotPassword],
  ['account/forgot-password', forgotPassword],
  ['account/reset-password', lazy(() => import('../features/auth/reset-password-page'))],
  ['account/orders/:orderId', lazy(() => import('../features/account/order-detail-page'))],
  ['blog', lazy(() => import('../features/content/blog-list-page'))],
  ['blog/:slug', lazy(() => import('../features/content/blog-post-page'))],
  ['terms', lazy(() => import('../features/content/terms-page'))],
  ['privacy', lazy(() => import('../features/content/privacy-page'))],
  ['*', lazy(() => import('./not-found-page'))],
];

export function AppRoutes() {
  return (
    <Routes>
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
