import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPath, Link as RouterLink, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router-dom';

// Why the storefront has its own Link and NavLink: react-router's read the whole location (useHref,
// useLocation), so every one of them renders again on any URL change, a change of the query string
// too. The layout holds ~40 of them (header, menu, footer) and a catalogue page change (`?page=2`)
// drew them all again inside the tap (issue 13). These take the two things a link needs from contexts
// that do not change with the query string: a stable navigate function and the current pathname (for
// NavLink's active state). A link to a path (`/about`) renders once; one built from the current URL
// (the catalogue's paging, `{ search }`) stays react-router's.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const NavigateContext = createContext<Navigate | null>(null);
const PathnameContext = createContext<string | null>(null);

/**
 * Inside the router, around the app's screens: gives the links below a navigate function that stays
 * the same and the pathname, which changes only when the path does (a string: a new query string
 * renders no consumer again).
 */
export function RouterLinksProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  }, [navigate, location]);
  const stableNavigate = useCallback<Navigate>((to, options = {}) => {
    const { navigate: go, location: here } = latest.current;
    // as react-router's Link: following a link to the page already shown replaces the history entry
    void go(to, { replace: options.replace ?? createPath(here) === to });
  }, []);
  return (
    <NavigateContext value={stableNavigate}>
      <PathnameContext value={location.pathname}>{children}</PathnameContext>
    </NavigateContext>
  );
}

/** The current pathname, without rendering again when only the query string or hash changes. */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname must be used inside a RouterLinksProvider');
  return pathname;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a path of this site (`/products`, `/products/mint?x=1`); anything else goes to react-router's Link */
  to: string;
  /** loads the target as a new document (a page the gateway serves itself) */
  reloadDocument?: boolean;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** react-router's rule: a plain left click on a link without a target elsewhere is the router's */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/**
 * A link to a path of this site, as react-router's Link (an <a href> that works before and without
 * scripts; a plain left click navigates in the app), which does not render again on URL changes.
 * Outside a RouterLinksProvider (unit tests with their own router) it is react-router's Link.
 */
export function Link({ to, reloadDocument, replace, onClick, ref, ...rest }: LinkProps) {
  const navigate = useContext(NavigateContext);
  if (!navigate || !isSitePath(to)) {
    return (
      <RouterLink ref={ref} to={to} reloadDocument={reloadDocument} replace={replace} onClick={onClick} {...rest} />
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isRouterClick(event, rest.target)) return;
    event.preventDefault();
    navigate(to, replace === undefined ? {} : { replace });
  };
  return <a {...rest} ref={ref} href={to} onClick={handleClick} />;
}

/** whether `to` is the current page or one below it (react-router's NavLink without `end`, case-insensitive) */
export function isActivePath(pathname: string, to: string): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (current.startsWith(target) && current.charAt(end) === '/');
}

/**
 * A Link that says when it leads to the current page or a page below it, as react-router's NavLink:
 * class `active` and `aria-current="page"`. Renders again only when the pathname changes.
 */
export function NavLink({ to, className, ...rest }: Omit<LinkProps, 'replace'>) {
  const pathname = useContext(PathnameContext);
  if (pathname === null) return <RouterNavLink to={to} className={className} {...rest} />;
  const active = isActivePath(pathname, to.split(/[?#]/)[0] ?? to);
  return (
    <Link
      to={to}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
