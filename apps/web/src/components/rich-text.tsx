import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/html';

/** HTML from the API, sanitised again in the browser before it is inserted. */
export function RichText({
  html,
  ...props
}: { html: string | null | undefined } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className="rich-text" lineHeight="1.75" dangerouslySetInnerHTML={{ __html: clean }} {...props} />;
}
