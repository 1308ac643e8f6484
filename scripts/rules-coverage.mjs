// After the rules tests: checks that every boolean expression in firestore.rules was evaluated
// both true and false by the suite, and saves a summary (per expression: how often true, false,
// other) to reports/rules-coverage/summary.json (git-ignored). Expressions that cannot be both
// are listed in EXPECTED_ONE_SIDED with the reason (also in docs/security.md).
//
// The emulator's own report lists every distinct value each expression took: about 400 MB for
// this suite, as JSON and again as HTML, which cost the emulator half a minute of CPU each. The
// HTML (the rules file coloured by coverage, for reading) is fetched only when the check fails
// or with `--html`; the raw JSON is parsed, summarised and dropped.
// Usage (emulators running, after `vitest --project rules`): node scripts/rules-coverage.mjs [--html]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// rules-unit-testing keeps coverage per project id: the one tests/rules/support/rules-env.ts uses.
import { root } from './prepare.mjs';
import { FIRESTORE_EMULATOR_HOST, SUITE_PROJECT_IDS } from './local-endpoints.mjs';

const PROJECT_ID = SUITE_PROJECT_IDS.rules;
const host = process.env.FIRESTORE_EMULATOR_HOST ?? FIRESTORE_EMULATOR_HOST;
const outDir = join(root, 'reports', 'rules-coverage');

/** Expression text (as the report delimits it) → why it can only ever take one value. */
// Empty: every expression the suite reaches is seen both ways. (The literal `if false` of trips'
// create is not reported by the emulator as an expression, so it needs no entry.)
const EXPECTED_ONE_SIDED = {};

/** Collapses the report's tree to one entry per source range: how often it was true / false. */
function summarise(report) {
  const source = report.rules.files[0].content;
  const byRange = new Map();
  const visit = (node) => {
    const { line, column, currentOffset, endOffset } = node.sourcePosition;
    const key = `${currentOffset}:${endOffset}`;
    let entry = byRange.get(key);
    if (!entry) {
      // The report's end offsets stop a token or so short; the text is for reading, not parsing.
      entry = {
        line,
        column,
        text: source.slice(currentOffset, endOffset).replace(/\s+/g, ' '),
        trueCount: 0,
        falseCount: 0,
        otherCount: 0,
      };
      byRange.set(key, entry);
    }
    for (const { value, count } of node.values ?? []) {
      if (value && typeof value.boolValue === 'boolean') {
        if (value.boolValue) entry.trueCount += count;
        else entry.falseCount += count;
      } else entry.otherCount += count;
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of Object.values(report.report)) visit(node);
  return [...byRange.values()].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Boolean expressions (seen as true or false at least once) that were not seen both ways. */
function oneSided(entries) {
  return entries.filter((e) => (e.trueCount > 0 || e.falseCount > 0) && !(e.trueCount > 0 && e.falseCount > 0));
}

/**
 * GET `url`, again after a pause when the emulator answers 5xx: it builds the report from
 * counters that the other suites' rule evaluations (other projects) update meanwhile, and
 * once in a while it answers 500 to a report asked for right then.
 */
async function fetchReport(url) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url);
    if (response.ok || response.status < 500 || attempt === 5) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

async function main() {
  const base = `http://${host}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const json = await fetchReport(base);
  if (!json.ok) throw new Error(`Fetching the rule coverage failed: ${json.status}`);
  const entries = summarise(await json.json());
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'summary.json'), JSON.stringify(entries, null, 1));
  const saveHtml = async () => {
    const html = await fetchReport(`${base}.html`);
    if (!html.ok) throw new Error(`Fetching the rule coverage report failed: ${html.status}`);
    writeFileSync(join(outDir, 'coverage.html'), await html.text());
    console.log(`The emulator's report, the rules coloured by coverage: ${outDir}/coverage.html`);
  };

  const booleans = entries.filter((e) => e.trueCount > 0 || e.falseCount > 0);
  const sided = oneSided(entries);
  const missing = sided.filter((e) => !(e.text in EXPECTED_ONE_SIDED));
  const expected = sided.filter((e) => e.text in EXPECTED_ONE_SIDED);
  const neverEvaluated = entries.filter((e) => e.trueCount + e.falseCount + e.otherCount === 0);
  console.log(`Rule coverage summary saved to ${outDir}/summary.json`);
  if (process.argv.includes('--html')) await saveHtml();
  console.log(
    `${booleans.length} boolean expressions; ${booleans.length - missing.length - expected.length} evaluated both true and false; ${expected.length} one-sided by design.`,
  );
  for (const e of expected)
    console.log(`  (by design) L${e.line}:${e.column} ${e.text} — ${EXPECTED_ONE_SIDED[e.text]}`);
  for (const e of neverEvaluated) console.log(`  never evaluated: L${e.line}:${e.column} ${e.text}`);
  if (missing.length > 0 || neverEvaluated.length > 0) {
    for (const e of missing)
      console.error(
        `  only ${e.trueCount > 0 ? 'true' : 'false'}: L${e.line}:${e.column} ${e.text} (true ${e.trueCount}, false ${e.falseCount})`,
      );
    console.error(
      `✖ ${missing.length} rule expression(s) never evaluated both ways, ${neverEvaluated.length} never evaluated: add rules tests.`,
    );
    await saveHtml();
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
