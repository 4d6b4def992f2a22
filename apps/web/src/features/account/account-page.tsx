import { Box, Button, Container, Flex, Heading, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { Bell, Code, FileCheck, LogOut, MapPin, Package, Shield, User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { AccountStanding } from './account-standing';
import { ProfileTab } from './profile-tab';

// The tabs other than the default one load when first opened (they mount lazily anyway), which keeps
// the account route within its 60 kB budget.
const OrdersTab = lazy(() => import('./orders-tab').then((m) => ({ default: m.OrdersTab })));
const AddressesTab = lazy(() => import('./addresses-tab').then((m) => ({ default: m.AddressesTab })));
const SecurityTab = lazy(() => import('./security-tab').then((m) => ({ default: m.SecurityTab })));
const DevelopersTab = lazy(() => import('./developers-tab').then((m) => ({ default: m.DevelopersTab })));
const LicenceTab = lazy(() => import('./licence-tab').then((m) => ({ default: m.LicenceTab })));

function TabFallback() {
  return (
    <Flex justify="center" py="10" role="status" aria-label="Loading">
      <Spinner color="brand.solid" />
    </Flex>
  );
}

const TABS = [
  { value: 'profile', label: 'Profile', icon: User },
  { value: 'orders', label: 'Orders', icon: Package },
  { value: 'addresses', label: 'Addresses', icon: MapPin },
  { value: 'licence', label: 'Licence', icon: FileCheck },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'security', label: 'Security', icon: Shield },
  { value: 'developers', label: 'Developers', icon: Code },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

export default function AccountPage() {
  usePageMeta('My Account', 'Your wholesale account: profile, orders, addresses, security and API keys.');
  const session = useSession();
  // a logout first sends the cart's unconfirmed writes (up to 3 s): say so, and take no second click
  const [loggingOut, setLoggingOut] = useState(false);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'profile';

  if (session.loading) {
    return (
      <Flex justify="center" py="24" aria-busy="true">
        <Spinner size="lg" color="brand.solid" aria-label="Loading your account" />
      </Flex>
    );
  }
  if (!session.customer) return <Navigate to="/account/login" replace />;
  const customer = session.customer;

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
        gap="4"
        mb="8"
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h1" size="3xl" color="brand.800">
            Welcome back, {customer.name}
          </Heading>
          <Text color="fg.muted">{customer.companyName ?? customer.email}</Text>
        </Stack>
        <Button
          variant="outline"
          colorPalette="brand"
          loading={loggingOut}
          loadingText="Logging out…"
          onClick={() => {
            setLoggingOut(true);
            void session
              .logout()
              .then(() => navigate('/account/login', { replace: true }))
              .finally(() => setLoggingOut(false));
          }}
        >
          <LogOut aria-hidden="true" /> Log out
        </Button>
      </Flex>
      <AccountStanding customer={customer} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          setParams(details.value === 'profile' ? {} : { tab: details.value }, { replace: true })
        }
        lazyMount
        unmountOnExit
        colorPalette="brand"
        variant="line"
      >
        {/* on a phone the seven tabs wrap onto more rows: scrolled sideways, four of them were out of sight */}
        <Tabs.List
          flexWrap={{ base: 'wrap', md: 'nowrap' }}
          overflowX={{ md: 'auto' }}
          overflowY="hidden"
          aria-label="Account sections"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              <Icon size={16} aria-hidden="true" /> {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderTopWidth="0"
          borderBottomRadius="card"
          p={{ base: '5', md: '8' }}
        >
          <Tabs.Content value="profile">
            <ProfileTab customer={customer} />
          </Tabs.Content>
          <Tabs.Content value="orders">
            <Suspense fallback={<TabFallback />}>
              <OrdersTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="addresses">
            <Suspense fallback={<TabFallback />}>
              <AddressesTab address={customer.address ?? null} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="licence">
            <Suspense fallback={<TabFallback />}>
              <LicenceTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <Stack align="center" textAlign="center" gap="2" py="10">
              <Box color="brand.400" aria-hidden="true">
                <Bell size={48} strokeWidth={1.25} />
              </Box>
              <Text fontSize="lg" fontWeight="600">
                Notifications are coming soon
              </Text>
              <Text color="fg.muted">You will be able to choose which order and product updates we send you.</Text>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="security">
            <Suspense fallback={<TabFallback />}>
              <SecurityTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="developers">
            <Suspense fallback={<TabFallback />}>
              <DevelopersTab />
            </Suspense>
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}
