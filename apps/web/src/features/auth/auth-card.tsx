import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred card every sign-in related screen uses. */
export function AuthCard({
  title,
  intro,
  children,
  maxW = 'md',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  maxW?: string;
}) {
  return (
    <Container maxW={maxW} py={{ base: '10', md: '16' }}>
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="card"
        boxShadow="sm"
        p={{ base: '6', md: '8' }}
      >
        <Stack gap="2" mb="6" textAlign="center">
          <Heading as="h1" size="2xl" color="brand.800">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
        {children}
      </Box>
    </Container>
  );
}
