import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../app/theme';
import { getAdminSystem } from './admin-theme';

const CONSOLE = join(__dirname, '..');

/** Chakra components whose recipe key is not their own name in camelCase */
const RECIPE_KEYS: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  SkeletonText: ['skeleton'],
  Checkbox: ['checkbox', 'checkmark'],
  Field: ['field', 'icon'],
  InputGroup: ['input'],
};

/** components styled in place instead of by a recipe (see components/confirm-dialog.tsx) */
const STYLED_IN_PLACE = new Set(['Dialog']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(CONSOLE)) {
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

const recipeKeys = (name: string) =>
  (RECIPE_KEYS[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)]).filter(
    (key) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key),
  );

describe('the console theme', () => {
  const imported = importedChakraNames();

  it('finds the components the console imports', () => {
    expect(imported.has('Button')).toBe(true);
    expect(imported.has('Table')).toBe(true);
    expect(imported.has('Dialog')).toBe(true);
  });

  it('has the recipe of every Chakra component the console imports', () => {
    const missing = [...imported]
      .filter((name) => !STYLED_IN_PLACE.has(name))
      .flatMap((name) =>
        recipeKeys(name)
          .filter((key) => !getAdminSystem().isRecipe(key) && !getAdminSystem().isSlotRecipe(key))
          .map((key) => `${name} -> ${key}`),
      );
    expect(missing).toEqual([]);
  });

  it("uses only recipes the storefront's theme has (any other would land on the storefront's first route)", () => {
    const all = [...new Set([...imported].flatMap(recipeKeys))];
    const adminOnly = all.filter(
      (key) =>
        (getAdminSystem().isRecipe(key) || getAdminSystem().isSlotRecipe(key)) &&
        !getSystem().isRecipe(key) &&
        !getSystem().isSlotRecipe(key),
    );
    expect(adminOnly).toEqual([]);
    expect(getAdminSystem().isSlotRecipe('dialog')).toBe(false);
  });

  it('keeps the brand colours of the shop', () => {
    expect(getAdminSystem().token('colors.brand.800')).toBe(getSystem().token('colors.brand.800'));
  });
});
