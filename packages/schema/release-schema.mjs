// Releases the public SDL: prints every change since released/schema.graphql (for CHANGELOG.md), refuses
// when a breaking change was not deprecated first, then copies schema.graphql over released/schema.graphql.
// `npm run schema:release` at the repository root; `-- --dry-run` only prints. See README.md.
import { copyFileSync, readFileSync } from 'node:fs';
import { compareWithReleased, describeComparison } from './sdl-checks.mjs';

const current = new URL('./schema.graphql', import.meta.url);
const released = new URL('./released/schema.graphql', import.meta.url);
const dryRun = process.argv.includes('--dry-run');

const result = await compareWithReleased(readFileSync(released, 'utf8'), readFileSync(current, 'utf8'));
console.log(describeComparison(result, { listSafe: true }));
if (result.refused.length > 0) {
  console.error('\nNot released: deprecate first (see above).');
  process.exit(1);
}
const total = result.deprecatedFirst.length + result.dangerous.length + result.safe.length;
if (dryRun || total === 0) {
  console.log(total === 0 ? '\nNothing to release.' : '\nDry run: released/schema.graphql left as it is.');
} else {
  copyFileSync(current, released);
  console.log(
    '\nreleased/schema.graphql updated. Record the changes above in CHANGELOG.md and commit both files together.',
  );
}
