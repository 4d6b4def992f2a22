import { getSystem } from '../app/theme';

// Helpers for the components styled with a static stylesheet instead of Chakra style props (the product
// card and image). Vitest does not load CSS (css: false), so their tests read the stylesheet itself: a
// class the markup uses without a rule, or a Chakra variable the theme no longer defines, would leave the
// element unstyled in the browser without any other test noticing.

/** the class names with `prefix` that the stylesheet has rules for */
export function stylesheetClasses(css: string, prefix: string): Set<string> {
  const pattern = new RegExp(`\\.(${prefix}[\\w-]*)`, 'g');
  return new Set([...css.matchAll(pattern)].map((match) => match[1]!));
}

/** the class names with `prefix` used in the markup under `container` */
export function markupClasses(container: Element, prefix: string): Set<string> {
  const used = new Set<string>();
  for (const element of container.querySelectorAll('[class]')) {
    for (const name of element.classList) if (name.startsWith(prefix)) used.add(name);
  }
  return used;
}

/** the `--chakra-*` variables the stylesheet reads */
export function chakraVariables(css: string): string[] {
  return [...new Set([...css.matchAll(/var\((--chakra-[\w-]+)/g)].map((match) => match[1]!))];
}

/** every CSS variable the storefront's Chakra theme defines (tokens and semantic tokens, all conditions) */
export function themeVariables(): Set<string> {
  const names = new Set<string>();
  for (const variables of getSystem().tokens.cssVarMap.values()) for (const name of variables.keys()) names.add(name);
  return names;
}
