import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  BadgePercent,
  CircleHelp,
  FileText,
  FolderTree,
  Inbox,
  KeyRound,
  LayoutDashboard,
  MessageSquareQuote,
  Newspaper,
  Package,
  ScrollText,
  Settings,
  ShoppingCart,
  TicketPercent,
  UserCog,
  Users,
  UsersRound,
} from 'lucide-react';
import type { StaffRole } from '../gql/graphql';

export interface NavLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** matches only the path itself, not the paths below it (the dashboard) */
  end?: boolean;
  /** OWNER only (staff management and settings) */
  ownerOnly?: boolean;
}

export interface NavSection {
  label: string;
  links: NavLink[];
}

/** The console's navigation: top-level links, then sections with their links. */
export const NAV: readonly (NavLink | NavSection)[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Orders', to: '/admin/orders', icon: ShoppingCart },
  { label: 'Buyers', to: '/admin/buyers', icon: Users },
  // a path of its own (not under /admin/buyers) so only one menu item is highlighted per screen
  { label: 'Buyer groups', to: '/admin/buyer-groups', icon: BadgePercent },
  {
    label: 'Catalogue',
    links: [
      { label: 'Products', to: '/admin/products', icon: Package },
      { label: 'Categories', to: '/admin/categories', icon: FolderTree },
    ],
  },
  { label: 'Coupons', to: '/admin/coupons', icon: TicketPercent },
  {
    label: 'Content',
    links: [
      { label: 'Blog posts', to: '/admin/content/posts', icon: Newspaper },
      { label: 'FAQs', to: '/admin/content/faqs', icon: CircleHelp },
      { label: 'Team', to: '/admin/content/team', icon: UsersRound },
      { label: 'Partner reviews', to: '/admin/content/reviews', icon: MessageSquareQuote },
      { label: 'Privacy policy', to: '/admin/content/privacy', icon: FileText },
    ],
  },
  { label: 'Inbox', to: '/admin/inbox', icon: Inbox },
  { label: 'Audit log', to: '/admin/audit', icon: ScrollText },
  { label: 'Staff', to: '/admin/staff', icon: UserCog, ownerOnly: true },
  { label: 'Money', to: '/admin/money', icon: Banknote, ownerOnly: true },
  { label: 'Settings', to: '/admin/settings', icon: Settings, ownerOnly: true },
];

export const ACCOUNT_LINK: NavLink = { label: 'Your password', to: '/admin/account', icon: KeyRound };

export function isSection(entry: NavLink | NavSection): entry is NavSection {
  return 'links' in entry;
}

/** the navigation a role sees: STAFF never sees Staff and Settings */
export function navFor(role: StaffRole): (NavLink | NavSection)[] {
  const allowed = (link: NavLink) => !link.ownerOnly || role === 'OWNER';
  return NAV.flatMap((entry): (NavLink | NavSection)[] => {
    if (!isSection(entry)) return allowed(entry) ? [entry] : [];
    const links = entry.links.filter(allowed);
    return links.length ? [{ ...entry, links }] : [];
  });
}
