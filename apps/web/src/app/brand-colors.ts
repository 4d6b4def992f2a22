/** The shop's forest green, one home for the storefront theme (theme.ts) and the console's (admin/app/admin-theme.ts). */
const FOREST_GREEN = {
  50: '#eef5f0',
  100: '#d5e7db',
  200: '#aacfb8',
  300: '#77b08f',
  400: '#4a8e6a',
  500: '#2f7150',
  600: '#235a3f',
  700: '#1c4833',
  800: '#173b2c',
  900: '#0f281e',
  950: '#081711',
} as const;

/** `colors.brand` tokens */
export const brandColorTokens = Object.fromEntries(
  Object.entries(FOREST_GREEN).map(([step, value]) => [step, { value }]),
) as Record<keyof typeof FOREST_GREEN, { value: string }>;

/** `colors.brand` semantic tokens (Chakra's colorPalette="brand"); the focus ring differs per theme */
export function brandSemanticTokens(focusRing: string) {
  return {
    solid: { value: '{colors.brand.800}' },
    contrast: { value: '#ffffff' },
    fg: { value: '{colors.brand.800}' },
    muted: { value: '{colors.brand.100}' },
    subtle: { value: '{colors.brand.50}' },
    emphasized: { value: '{colors.brand.200}' },
    focusRing: { value: focusRing },
  };
}
