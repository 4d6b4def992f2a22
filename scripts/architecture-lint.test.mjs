// The architecture rules of eslint.config.mjs fire: each case lints a small source text as if it were a
// file at the given path (lintText with filePath; nothing is written) and expects the rule's error, and
// the allowed counterpart passes. Run: node --test scripts/architecture-lint.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** the messages of the given rule for `code` linted as `filePath` (relative to the repository) */
async function problems(filePath, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const PATH_RULES = [
  {
    name: 'a web feature importing another feature is an error; components/ and its own modules are fine',
    file: 'apps/web/src/features/catalog/fixture.tsx',
    refused: "import { CartPage } from '../cart/cart-page';\nexport const x = CartPage;\n",
    message: /web features never import each other/,
    allowed:
      "import { ProductCard } from '../../components/product-card';\nimport { CatalogToolbar } from './catalog-toolbar';\nexport const x = [ProductCard, CatalogToolbar];\n",
  },
  {
    name: 'a backend adapter importing a gateway service is an error; shared infrastructure is fine',
    file: 'apps/gateway/src/backends/embedded/fixture.ts',
    refused: "import { CatalogService } from '../../catalog/catalog.service.js';\nexport const x = CatalogService;\n",
    message: /backend adapters never import gateway services/,
    allowed: "import { loadConfig } from '../../config/config.js';\nexport const x = loadConfig;\n",
  },
];

for (const rule of PATH_RULES) {
  test(rule.name, async () => {
    const errors = await problems(rule.file, rule.refused, 'import-x/no-restricted-paths');
    assert.equal(errors.length, 1);
    assert.match(errors[0], rule.message);
    assert.deepEqual(await problems(rule.file, rule.allowed, 'import-x/no-restricted-paths'), []);
  });
}

test('packages/domain importing a framework or an I/O module is an error; zod, he, jsvat, ibantools and its own modules are fine', async () => {
  for (const module of [
    '@nestjs/common',
    'react',
    '@apollo/client',
    'express',
    'pg',
    'drizzle-orm',
    'ioredis',
    'node:fs',
  ]) {
    const errors = await problems(
      'packages/domain/src/fixture.ts',
      `import * as m from '${module}';\nexport const x = m;\n`,
      'no-restricted-imports',
    );
    assert.equal(errors.length, 1, `${module} is refused`);
    assert.match(errors[0], /packages\/domain holds pure business rules/);
  }
  const ok = await problems(
    'packages/domain/src/fixture.ts',
    "import { z } from 'zod';\nimport { decode } from 'he';\nimport { checkVAT } from 'jsvat';\nimport { isValidIBAN } from 'ibantools';\nimport { toCents } from './money.js';\nexport const x = [z, decode, checkVAT, isValidIBAN, toCents];\n",
    'no-restricted-imports',
  );
  assert.deepEqual(ok, []);
  assert.deepEqual(
    await problems(
      'packages/domain/src/fixture.test.ts',
      "import { test } from 'vitest';\ntest('x', () => undefined);\n",
      'no-restricted-imports',
    ),
    [],
    'vitest in domain tests',
  );
  assert.equal(
    (
      await problems(
        'packages/domain/src/fixture.ts',
        "import { test } from 'vitest';\nexport const x = test;\n",
        'no-restricted-imports',
      )
    ).length,
    1,
    'vitest outside tests',
  );
});

test('storefront code and the domain schemas it loads importing classic zod is an error; zod/mini is fine, and the console keeps classic zod', async () => {
  const classic = "import { z } from 'zod';\nexport const x = z;\n";
  const mini = "import * as z from 'zod/mini';\nexport const x = z;\n";
  for (const file of [
    'apps/web/src/features/account/fixture.tsx',
    'apps/web/src/lib/fixture.ts',
    'packages/domain/src/validation/fixture.ts',
    'packages/domain/src/integrations/fixture.ts',
  ]) {
    const errors = await problems(file, classic, 'no-restricted-imports');
    assert.equal(errors.length, 1, `classic zod refused in ${file}`);
    assert.match(errors[0], /use zod\/mini/);
    assert.deepEqual(await problems(file, mini, 'no-restricted-imports'), [], `zod/mini in ${file}`);
  }
  // the domain's own-modules-only rule still holds in those folders
  const framework = await problems(
    'packages/domain/src/validation/fixture.ts',
    "import * as m from 'react';\nexport const x = m;\n",
    'no-restricted-imports',
  );
  assert.equal(framework.length, 1);
  assert.match(framework[0], /packages\/domain holds pure business rules/);
  for (const file of ['apps/web/src/admin/features/fixture.tsx', 'packages/domain/src/admin/fixture.ts']) {
    assert.deepEqual(await problems(file, classic, 'no-restricted-imports'), [], `classic zod in ${file}`);
  }
  // tests may build classic schemas to prove that the helpers take them too
  assert.deepEqual(
    await problems('packages/domain/src/validation/fixture.spec.ts', classic, 'no-restricted-imports'),
    [],
  );
});
