import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
}

/** The deep-green band that opens every inner page. */
export function PageHero({ title, eyebrow, intro, breadcrumbs, children }: PageHeroProps) {
  return (
    <Box bg="brand.800" color="sand.50" position="relative" overflow="hidden">
      <Box
        position="absolute"
        inset="0"
        opacity="0.18"
        bgImage="radial-gradient(circle at 85% 20%, {colors.gold.400} 0, transparent 45%), radial-gradient(circle at 10% 110%, {colors.brand.400} 0, transparent 50%)"
        aria-hidden="true"
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }} position="relative">
        <Stack gap="4" maxW="3xl">
          {breadcrumbs && <Breadcrumbs items={breadcrumbs} inverted />}
          {eyebrow && (
            <Text color="gold.300" fontWeight="600" textTransform="uppercase" letterSpacing="0.12em" fontSize="sm">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="-0.02em" lineHeight="1.1">
            {title}
          </Heading>
          {intro && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="sand.200" maxW="2xl">
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
