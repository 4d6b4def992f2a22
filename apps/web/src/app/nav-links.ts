export const NAV_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/white-label', label: 'White Label' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/blog', label: 'Blog' },
] as const;
