// CI test of the byte budgets (docs/performance.md) on the production build: landing initial JS
// ≤ 90 KiB gzip with no Firebase code, each signed-in route's initial JS within its own budget
// (BUDGETS in scripts/bundle-sizes.mjs; the dashboard's is 165 KiB gzip), total CSS within its budget. Sizes come from the build manifest via scripts/bundle-sizes.mjs, the same
// code `npm run perf` reports with. Byte sizes are deterministic, so this gates CI;
// Lighthouse scores (noisy) are only reported, by `npm run perf`.
import { join } from 'node:path';
import { buildProduction, checkBudgets, kib, measureBundles, readManifest } from './bundle-sizes.mjs';
import { root } from './prepare.mjs';

const dist = join(root, 'dist');
// `--built`: dist/ is already the production build (`npm test` builds it once for this stage,
// the browser tests and the Hosting emulator).
if (!process.argv.includes('--built')) buildProduction(root);
const sizes = measureBundles(dist);
for (const r of sizes.routes)
  console.log(`  ${r.route.padEnd(22)} JS ${kib(r.jsGzip).padStart(10)}   CSS ${kib(r.cssGzip).padStart(9)}`);
const results = checkBudgets(dist, sizes);
// The trip plan's code (docs/trip-plan.md) is not part of the first load of the pages showing
// it: they import it lazily, so its chunk is a dynamic entry outside their initial JS.
// So is the trip conversation's, with the full Firestore SDK it listens with (docs/conversation.md).
const ON_DEMAND = [
  ['the trip plan', 'src/features/plan/index.ts'],
  ['the conversation', 'src/features/conversation/index.ts'],
];
for (const [what, module] of ON_DEMAND) {
  const chunk = readManifest(dist)[module];
  for (const route of ['/dashboard/{id}', '/admin/responses/{id}']) {
    const initial = sizes.routes.find((r) => r.route === route)?.jsFiles ?? [];
    const onDemand = Boolean(chunk?.isDynamicEntry) && !initial.includes(chunk.file);
    results.push([
      `${route} loads ${what} on demand`,
      onDemand,
      chunk ? `${chunk.file}${onDemand ? ', not in the first load' : ' is in the first load'}` : 'not built',
    ]);
  }
}
for (const [name, ok, detail] of results) console.log(`${ok ? '✔' : '✖'} ${name}: ${detail}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
