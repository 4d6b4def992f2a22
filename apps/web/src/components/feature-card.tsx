import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';

export interface Feature {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
}

/** An icon, a title and a line of text on a card: values, services, reasons, programme benefits. */
export function FeatureCard({ icon: Icon, title, text, tone = 'light' }: Feature & { tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <Stack bg="bg.panel" borderRadius="card" p="6" gap="3" borderWidth="1px" borderColor="border">
      <Flex
        boxSize={dark ? '12' : '11'}
        borderRadius="lg"
        bg={dark ? 'brand.800' : 'brand.50'}
        color={dark ? 'gold.300' : 'brand.700'}
        align="center"
        justify="center"
      >
        <Icon size={dark ? 24 : 22} aria-hidden="true" />
      </Flex>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {text}
      </Text>
    </Stack>
  );
}
