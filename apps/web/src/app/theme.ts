import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { brandColorTokens, brandSemanticTokens } from './brand-colors';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes the storefront never names (no `colorPalette`, token or status maps to them;
 * theme.test.ts checks every palette the sources name is kept). Each palette is ~60 tokens the system
 * builds when a page hydrates and ~27 CSS variables in every page's head.
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'cyan', 'purple', 'pink'];

const withoutUnusedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

// Chakra's default theme without the recipes the storefront does not use: `defaultConfig` carries the
// recipes of ~80 components (date picker, color picker, combobox, ...), ~15 kB brotli on the first
// route. A component whose recipe is missing renders unstyled, so theme.test.ts checks that every
// Chakra component imported under src/ has its recipe here.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      // the account's Developers tab (API keys and webhooks)
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      slider: sliderSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Visual identity: deep forest green (trust, botanicals), warm sand (calm, premium paper),
// a muted gold accent for highlights. Contrast of every text pairing is at least WCAG AA.
const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg',
      fontFamily: 'body',
    },
    '*:focus-visible': {
      outline: '3px solid {colors.gold.500}',
      outlineOffset: '2px',
    },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '2',
      zIndex: 'skipNav',
      bg: 'brand.800',
      color: 'white',
      px: '4',
      py: '2',
      borderRadius: 'md',
    },
    '.skip-link:focus': { left: '2' },
    // a table is the containing block of its visually hidden (srOnly, position: absolute) header texts, so
    // they stay inside the table's scroll area: otherwise they escape it and widen the page at 390 px
    // (the account's orders table; the console's theme has the same rule)
    table: { position: 'relative' },
    '.rich-text p': { mb: '4' },
    '.rich-text h2, .rich-text h3': { fontFamily: 'heading', fontWeight: '600', mt: '6', mb: '3' },
    '.rich-text h2': { fontSize: '2xl' },
    '.rich-text h3': { fontSize: 'xl' },
    '.rich-text ul, .rich-text ol': { pl: '6', mb: '4' },
    '.rich-text ul': { listStyleType: 'disc' },
    '.rich-text ol': { listStyleType: 'decimal' },
    '.rich-text a': { color: 'brand.700', textDecoration: 'underline' },
    '.rich-text img': { maxW: '100%', h: 'auto', borderRadius: 'md' },
  },
  theme: {
    tokens: {
      colors: {
        brand: brandColorTokens,
        sand: {
          50: { value: '#fbf8f2' },
          100: { value: '#f5efe2' },
          200: { value: '#ebdfc6' },
          300: { value: '#dccaa3' },
          400: { value: '#c9b07c' },
          500: { value: '#b4975f' },
          600: { value: '#8f7547' },
          700: { value: '#6b5736' },
          800: { value: '#4a3c26' },
          900: { value: '#2e2518' },
          950: { value: '#1a150d' },
        },
        gold: {
          50: { value: '#fdf8ea' },
          100: { value: '#f8ebc4' },
          200: { value: '#f0d68a' },
          300: { value: '#e5bd55' },
          400: { value: '#d6a53a' },
          500: { value: '#c9a14a' },
          600: { value: '#a47e2c' },
          700: { value: '#7f6022' },
          800: { value: '#5c461a' },
          900: { value: '#3b2d11' },
          950: { value: '#221a0a' },
        },
      },
      fonts: {
        heading: { value: "'Inter Variable', ui-sans-serif, system-ui, sans-serif" },
        body: { value: "'Inter Variable', ui-sans-serif, system-ui, sans-serif" },
      },
      radii: {
        card: { value: '1rem' },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.sand.50}' },
          canvas: { value: '{colors.sand.50}' },
          panel: { value: '#ffffff' },
          subtle: { value: '{colors.sand.100}' },
          muted: { value: '{colors.sand.200}' },
        },
        fg: {
          DEFAULT: { value: '{colors.brand.950}' },
          muted: { value: '#4d5a52' },
          subtle: { value: '#5f6b63' },
          error: { value: '#b42318' },
        },
        border: {
          DEFAULT: { value: '{colors.sand.200}' },
          subtle: { value: '{colors.sand.200}' },
        },
        brand: brandSemanticTokens('{colors.gold.500}'),
        gold: {
          solid: { value: '{colors.gold.500}' },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.500}' },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The Chakra system, made on first use. Making it (tokens, CSS variables, conditions) is the most
 * expensive thing the storefront does before it renders: ~55-85 ms of main thread here when hydrating
 * (its global styles are made only when read: patches/), several times that on a phone. A pre-rendered page needs it only when it hydrates (main.tsx), so a
 * visitor who only reads never pays for it, and the page's scripts load without one long task.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
