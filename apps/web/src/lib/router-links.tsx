import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

// Why the storefront has its own Link and NavLink: react-router's read the whole location (useHref,
// useLocation), so every one of them renders again on any URL change, a change of the query string
// too. The layout holds ~40 of them (header, menu, footer) and a catalogue page change (`?page=2`)
// drew them all again inside the tap (issue 13). These take what a link needs from contexts that do
// not change with the query string: the router's history (react-router's navigation context, the same
// object while the router lives, which SessionProvider reads too) and the current pathname (NavLink's
// active state), so a link renders again only when its own props or the path change.

const PathnameContext = createContext<string | null>(null);

/**
 * Inside the router, around the app's screens: gives NavLink and usePathname the pathname, which
 * changes only when the path does (a string: a new query string renders no consumer again).
 */
export function RouterLinksProvider({ children }: { children: ReactNode }) {
  return <PathnameContext value={useLocation().pathname}>{children}</PathnameContext>;
}

/** The current pathname, without rendering again when only the query string or hash changes. */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname must be used inside a RouterLinksProvider');
  return pathname;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a path of this site (`/products`, `/products/mint?x=1`) */
  to: string;
  /** loads the target as a new document (a page the gateway serves itself) */
  reloadDocument?: boolean;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a path of this site, as react-router's Link: an <a href> that works before and without
 * scripts, and a plain left click (no modifier key, no other target) navigates in the app. It does not
 * render again on URL changes. Outside a router the browser follows it.
 */
export function Link({ to, reloadDocument, replace, onClick, ref, ...rest }: LinkProps) {
  // the router's history: the same object while the router lives (useNavigate changes with the location)
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !navigator ||
      event.defaultPrevented ||
      reloadDocument ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    // as react-router's Link: following a link to the page shown replaces its history entry
    const { pathname, search, hash } = window.location;
    if (replace ?? pathname + search + hash === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} ref={ref} href={to} onClick={handleClick} />;
}

/** whether `to` (a path without a trailing slash) is the current page or one below it, as react-router's NavLink */
export function isActivePath(pathname: string, to: string): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  return current === target || current.startsWith(`${target}/`);
}

/**
 * A Link that says when it leads to the current page or a page below it, as react-router's NavLink:
 * class `active` and `aria-current="page"`. Renders again only when the pathname changes.
 */
export function NavLink({ to, className, ...rest }: Omit<LinkProps, 'replace'>) {
  const active = isActivePath(usePathname(), to);
  return (
    <Link
      to={to}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
