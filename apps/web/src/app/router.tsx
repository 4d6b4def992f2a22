import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';
import { PageFallback } from './page-fallback';

type PageModule = { default: ComponentType };

/** Every screen is its own chunk: the router loads it when the route is first visited. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('../features/home/home-page')) },
          { path: 'products', ...page(() => import('../features/catalog/catalog-page')) },
          { path: 'products/:productSlug', ...page(() => import('../features/product/product-page')) },
          { path: 'categories/:slug', ...page(() => import('../features/catalog/category-page')) },
          { path: 'white-label', ...page(() => import('../features/company/white-label-page')) },
          { path: 'about', ...page(() => import('../features/company/about-page')) },
          { path: 'contact', ...page(() => import('../features/company/contact-page')) },
          { path: 'wholesale', ...page(() => import('../features/company/wholesale-page')) },
          { path: 'cart', ...page(() => import('../features/cart/cart-page')) },
          { path: 'checkout', ...page(() => import('../features/checkout/checkout-page')) },
          { path: 'account', ...page(() => import('../features/account/account-page')) },
          { path: 'account/login', ...page(() => import('../features/auth/login-page')) },
          { path: 'account/register', ...page(() => import('../features/auth/register-page')) },
          { path: 'account/forget-password', ...page(() => import('../features/auth/forgot-password-page')) },
          { path: 'account/forgot-password', ...page(() => import('../features/auth/forgot-password-page')) },
          { path: 'account/reset-password', ...page(() => import('../features/auth/reset-password-page')) },
          { path: 'account/orders/:orderId', ...page(() => import('../features/account/order-detail-page')) },
          { path: 'blog', ...page(() => import('../features/content/blog-list-page')) },
          { path: 'blog/:slug', ...page(() => import('../features/content/blog-post-page')) },
          { path: 'terms', ...page(() => import('../features/content/terms-page')) },
          { path: 'privacy', ...page(() => import('../features/content/privacy-page')) },
          { path: '*', ...page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
