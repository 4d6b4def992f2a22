import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const CONSOLE_TITLE = 'Shop console';

/** sets the tab's title: "Orders · Shop console" */
export function useConsoleTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${CONSOLE_TITLE}` : CONSOLE_TITLE;
  }, [title]);
}

/** A screen's heading (h1, focused after navigation by the layout), its intro and actions. */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** a link back to the list: [href, label] */
  back?: [string, string];
}) {
  useConsoleTitle(title);
  return (
    <Box mb="6">
      {back ? (
        <Link asChild fontSize="sm" color="fg.muted" mb="2">
          <RouterLink to={back[0]}>
            <ChevronLeft size={16} aria-hidden="true" /> {back[1]}
          </RouterLink>
        </Link>
      ) : null}
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" tabIndex={-1} data-page-heading>
          {title}
        </Heading>
        {actions ? (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        ) : null}
      </Flex>
      {description ? (
        <Text color="fg.muted" mt="1">
          {description}
        </Text>
      ) : null}
    </Box>
  );
}
