import { Box, Heading, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** a white, bordered section of a screen, with an optional heading (h2) */
export function Panel({ title, actions, children, ...props }: { title?: string; actions?: ReactNode } & BoxProps) {
  return (
    <Box
      as="section"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      {...props}
    >
      {title || actions ? (
        <Box display="flex" justifyContent="space-between" alignItems="center" gap="3" mb="4" flexWrap="wrap">
          {title ? (
            <Heading as="h2" size="md">
              {title}
            </Heading>
          ) : null}
          {actions}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}
