import { Box, type BoxProps } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { sanitizeHtml } from '../lib/html';

/** HTML from the API, sanitised again in the browser before it is inserted. */
export function RichText({
  html,
  ...props
}: { html: string | null | undefined } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  // Hydration keeps the server-rendered HTML (the gateway's sanitising only): put the browser's pass in.
  useLayoutEffect(() => {
    if (ref.current && ref.current.innerHTML !== clean) ref.current.innerHTML = clean;
  }, [clean]);
  return (
    <Box ref={ref} className="rich-text" lineHeight="1.75" dangerouslySetInnerHTML={{ __html: clean }} {...props} />
  );
}
