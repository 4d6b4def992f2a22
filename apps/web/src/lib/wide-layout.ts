import { useBreakpointValue } from '@chakra-ui/react';

/**
 * Whether the screen is wide enough (Chakra's `md`, 768 px) for a page's table layout, for the screens
 * that render another layout on a phone instead of hiding one with CSS (a journey's selectors then match
 * one element). Only for pages never rendered on the server: the viewport is read at once (`ssr: false`),
 * and where no width query matches at all (a test DOM without a viewport) the screen counts as wide.
 */
export function useWideLayout(): boolean {
  return useBreakpointValue({ base: false, md: true }, { ssr: false, fallback: 'md' }) ?? true;
}
