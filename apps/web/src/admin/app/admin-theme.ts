import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { brandColorTokens, brandSemanticTokens } from '../../app/brand-colors';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
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
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// The console's own Chakra system: the recipes it uses and the shop's brand palette, built only when
// /admin is visited. Only recipes the storefront's theme (src/app/theme.ts) has too: Chakra's theme
// index imports every recipe, so the bundler keeps any recipe the console picks in the chunk the
// first route loads (admin-theme.test.ts checks both rules). Dialogs are styled in place
// (components/confirm-dialog.tsx) for that reason.
const base = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
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
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// the storefront's forest green (src/app/theme.ts), so the console reads as the same shop
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    '*:focus-visible': { outline: '3px solid {colors.brand.400}', outlineOffset: '2px' },
    // a table is the containing block of its visually hidden (srOnly, position: absolute) header texts, so
    // they stay inside the table's scroll area: otherwise they escape it and widen the page at 390 px
    table: { position: 'relative' },
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
    '.admin-rich-text .tiptap': { minH: '40', outline: 'none', px: '3', py: '2' },
    '.admin-rich-text .tiptap p': { mb: '3' },
    '.admin-rich-text .tiptap h2': { fontSize: 'xl', fontWeight: '600', mt: '4', mb: '2' },
    '.admin-rich-text .tiptap h3': { fontSize: 'lg', fontWeight: '600', mt: '4', mb: '2' },
    '.admin-rich-text .tiptap ul': { pl: '6', listStyleType: 'disc', mb: '3' },
    '.admin-rich-text .tiptap ol': { pl: '6', listStyleType: 'decimal', mb: '3' },
    '.admin-rich-text .tiptap blockquote': { borderStartWidth: '3px', ps: '3', color: 'fg.muted' },
    '.admin-rich-text .tiptap a': { color: 'brand.700', textDecoration: 'underline' },
  },
  theme: {
    tokens: {
      colors: {
        brand: brandColorTokens,
      },
    },
    semanticTokens: {
      colors: {
        // the storefront's error red: Chakra's red.500 is too light for 12 px text on white (3.8:1)
        fg: { error: { value: '#b42318' } },
        brand: brandSemanticTokens('{colors.brand.400}'),
      },
    },
  },
});

let system: SystemContext | undefined;

export function getAdminSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, base, brand);
  return system;
}
