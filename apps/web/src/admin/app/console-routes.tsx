import { Button } from '@chakra-ui/react';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, Route, Routes } from 'react-router-dom';
import { EmptyState, ForbiddenState } from '../components/states';
import { PageHeader } from '../components/page-header';
import { useStaffSession } from '../features/session/staff-session';
import { ConsoleLayout } from './console-layout';

// Every screen is a chunk of its own, loaded when it is first opened.
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Dashboard = screen(() => import('../features/dashboard/dashboard-screen'));
const Orders = screen(() => import('../features/orders/orders-screen'));
const Order = screen(() => import('../features/orders/order-screen'));
const Buyers = screen(() => import('../features/buyers/buyers-screen'));
const Buyer = screen(() => import('../features/buyers/buyer-screen'));
const Licences = screen(() => import('../features/buyers/licences-screen'));
const BuyerGroups = screen(() => import('../features/buyer-groups/buyer-groups-screen'));
const Products = screen(() => import('../features/catalogue/products-screen'));
const ProductEditor = screen(() => import('../features/catalogue/product-editor-screen'));
const Categories = screen(() => import('../features/catalogue/categories-screen'));
const Coupons = screen(() => import('../features/coupons/coupons-screen'));
const Posts = screen(() => import('../features/content/posts-screen'));
const PostEditor = screen(() => import('../features/content/post-editor-screen'));
const Faqs = screen(() => import('../features/content/faqs-screen'));
const Team = screen(() => import('../features/content/team-screen'));
const Reviews = screen(() => import('../features/content/reviews-screen'));
const Privacy = screen(() => import('../features/content/privacy-screen'));
const InboxList = screen(() => import('../features/inbox/inbox-screen'));
const Message = screen(() => import('../features/inbox/message-screen'));
const Audit = screen(() => import('../features/audit/audit-screen'));
const Staff = screen(() => import('../features/staff/staff-screen'));
const Settings = screen(() => import('../features/staff/settings-screen'));
const Money = screen(() => import('../features/money/money-screen'));
const Account = screen(() => import('../features/session/account-screen'));

/** OWNER-only screens: a STAFF member who follows a link gets an explanation (the API refuses anyway) */
function OwnerOnly({ children, title }: { children: ReactNode; title: string }) {
  const { isOwner } = useStaffSession();
  if (isOwner) return children;
  return (
    <>
      <PageHeader title={title} />
      <ForbiddenState />
    </>
  );
}

function NotFoundScreen() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is no console page at this address."
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/admin">Go to the dashboard</RouterLink>
          </Button>
        }
      />
    </>
  );
}

/** the console's routes, relative to /admin (the storefront's router hands it `admin/*`) */
export function ConsoleRoutes({ shopName }: { shopName: string }) {
  return (
    <Routes>
      <Route element={<ConsoleLayout shopName={shopName} />}>
        <Route index element={<Dashboard />} />
        <Route path="orders" element={<Orders />} />
        <Route path="orders/:id" element={<Order />} />
        <Route path="buyers" element={<Buyers />} />
        <Route path="buyers/licences" element={<Licences />} />
        <Route path="buyers/:id" element={<Buyer />} />
        <Route path="buyer-groups" element={<BuyerGroups />} />
        <Route path="products" element={<Products />} />
        <Route path="products/new" element={<ProductEditor />} />
        <Route path="products/:id" element={<ProductEditor />} />
        <Route path="categories" element={<Categories />} />
        <Route path="coupons" element={<Coupons />} />
        <Route path="content/posts" element={<Posts />} />
        <Route path="content/posts/new" element={<PostEditor />} />
        <Route path="content/posts/:id" element={<PostEditor />} />
        <Route path="content/faqs" element={<Faqs />} />
        <Route path="content/team" element={<Team />} />
        <Route path="content/reviews" element={<Reviews />} />
        <Route path="content/privacy" element={<Privacy />} />
        <Route path="inbox" element={<InboxList />} />
        <Route path="inbox/:id" element={<Message />} />
        <Route path="audit" element={<Audit />} />
        <Route
          path="staff"
          element={
            <OwnerOnly title="Staff">
              <Staff />
            </OwnerOnly>
          }
        />
        <Route
          path="money"
          element={
            <OwnerOnly title="Money">
              <Money />
            </OwnerOnly>
          }
        />
        <Route
          path="settings"
          element={
            <OwnerOnly title="Settings">
              <Settings />
            </OwnerOnly>
          }
        />
        <Route path="account" element={<Account />} />
        {/* the sign-in screen answers every console address; once signed in at /admin/login, go on to the dashboard */}
        <Route path="login" element={<Navigate to="/admin" replace />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
