import { HStack, Text } from '@chakra-ui/react';

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#173b2c" />
      <path d="M32 12c8 8 12 16 12 24a12 12 0 0 1-24 0c0-8 4-16 12-24z" fill="#c9a14a" />
      <path d="M32 24v30" stroke="#173b2c" strokeWidth="3" />
    </svg>
  );
}

export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <HStack gap="2.5">
      <LogoMark />
      <Text
        as="span"
        fontWeight="700"
        fontSize={{ base: 'md', md: 'lg' }}
        letterSpacing="-0.01em"
        color={inverted ? 'sand.50' : 'brand.800'}
        lineClamp={1}
      >
        {name}
      </Text>
    </HStack>
  );
}
