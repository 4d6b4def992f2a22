import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { orderStatusTone } from '@shop/domain';
import { getSystem, UNUSED_PALETTES } from './theme';

const SRC = join(__dirname, '..');

/** Chakra components whose recipe key is not their own name in camelCase */
const RECIPE_KEYS: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  ButtonGroup: ['button'],
  SkeletonText: ['skeleton'],
  SkeletonCircle: ['skeleton'],
  Toaster: ['toast'],
  Checkbox: ['checkbox', 'checkmark'],
  Field: ['field', 'icon'],
  InputGroup: ['input'],
};

/** the operator console (src/admin) has its own system: src/admin/app/admin-theme.test.ts */
const CONSOLE = join(SRC, 'admin');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === CONSOLE) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** every name imported from '@chakra-ui/react' by the app's own code */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('theme (Chakra tree-shaken to the recipes the app uses)', () => {
  const imported = importedChakraNames();
  const defaultKeys = (name: string) => {
    const keys = RECIPE_KEYS[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)];
    return keys.filter((key) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key));
  };

  it('finds the components the app imports', () => {
    expect(imported.has('Button')).toBe(true);
    expect(imported.has('Tabs')).toBe(true);
  });

  it('has the recipe of every Chakra component the app imports', () => {
    const missing = [...imported].flatMap((name) =>
      defaultKeys(name)
        .filter((key) => !getSystem().isRecipe(key) && !getSystem().isSlotRecipe(key))
        .map((key) => `${name} -> ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the default styles of those recipes and leaves the unused ones out', () => {
    expect(getSystem().getRecipe('button')).toEqual(defaultSystem.getRecipe('button'));
    expect(getSystem().getSlotRecipe('tabs')).toEqual(defaultSystem.getSlotRecipe('tabs'));
    expect(getSystem().isSlotRecipe('drawer')).toBe(false);
    expect(getSystem().isSlotRecipe('datePicker')).toBe(false);
    expect(getSystem().isSlotRecipe('colorPicker')).toBe(false);
  });

  it('keeps the brand tokens and the default palette the recipes refer to', () => {
    expect(getSystem()).toBe(getSystem());
    expect(getSystem().token('colors.brand.800')).toBe('#173b2c');
    expect(getSystem().token('colors.gray.500')).toBe(defaultSystem.token('colors.gray.500'));
    expect(getSystem().token('colors.gold.500')).toBe('#c9a14a');
  });

  it('keeps every colour palette the storefront names and drops only unnamed ones', () => {
    const named = new Set<string>(['completed', 'processing', 'pending'].map(orderStatusTone));
    // alerts and toasts colour their status through these palettes (Chakra's alert and toast recipes)
    for (const status of ['gray', 'blue', 'green', 'orange', 'red']) named.add(status);
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/colorPalette[=:]\s*\{?\s*['"]([a-z]+)['"]/g)) named.add(match[1]!);
      for (const match of code.matchAll(
        /['"{]([a-z]+)\.(?:50|[1-9]00|950|solid|fg|muted|subtle|emphasized|contrast|focusRing)['"}]/g,
      ))
        named.add(match[1]!);
    }
    expect(named.has('brand')).toBe(true);
    const dropped = [...named].filter((palette) => UNUSED_PALETTES.includes(palette));
    expect(dropped).toEqual([]);
    const tokenNames = getSystem().tokens.allTokens.map((token) => token.name);
    const missing = [...named].filter((palette) => !tokenNames.some((name) => name.startsWith(`colors.${palette}.`)));
    expect(missing).toEqual([]);
    for (const palette of UNUSED_PALETTES)
      expect(getSystem().tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
  });

  it('makes the global styles only when they are read (patches/@chakra-ui+react+*.patch is applied)', () => {
    const global = Object.getOwnPropertyDescriptor(getSystem(), '_global');
    expect(typeof global?.get).toBe('function');
    expect(getSystem()._global.length).toBe(3);
  });
});
