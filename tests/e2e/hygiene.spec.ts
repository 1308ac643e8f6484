// The hygiene checks themselves: they must notice each kind of problem, and every browser
// spec must run under them (import `test` from support/fixtures, not from @playwright/test).
import { readdir, readFile } from 'node:fs/promises';
import { test, expect, watchHygiene } from './support/fixtures';

test('the watcher records console errors, page errors, failed requests and foreign hosts', async ({ browser }) => {
  // A context of its own: the problems provoked here must not fail this test's own checks.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchHygiene(page, [/expected noise/]);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);

  await page.evaluate(async () => {
    console.error('expected noise, allowed by the option');
    console.error('something broke');
    setTimeout(() => {
      throw new Error('uncaught in the page');
    });
  });
  // The app's Content-Security-Policy refuses these requests before they leave (that refusal
  // is a console error: privacy-hardening.spec.ts), so they are sent from a blank page, to see
  // the watcher notice requests that do leave.
  const blank = await context.newPage();
  const blankProblems = watchHygiene(blank, []);
  await blank.goto('about:blank');
  await blank.evaluate(async () => {
    await fetch('http://tripwise-hygiene-check.invalid/track').catch(() => undefined);
    await fetch('http://127.0.0.1:9/closed-port').catch(() => undefined);
  });
  await expect.poll(() => problems.some((p) => p.startsWith('page error'))).toBe(true);
  await context.close();

  expect(problems.some((p) => p.includes('expected noise'))).toBe(false);
  expect(problems).toContain('console error: something broke');
  expect(problems).toContain('page error: uncaught in the page');
  expect(blankProblems).toContain('external request: http://tripwise-hygiene-check.invalid/track');
  expect(blankProblems.some((p) => p.startsWith('failed request: http://127.0.0.1:9/closed-port'))).toBe(true);
});

test('every browser spec runs under the hygiene fixture', async () => {
  const specs = (await readdir('tests/e2e')).filter((name) => name.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(5);
  for (const name of specs) {
    const source = await readFile(`tests/e2e/${name}`, 'utf8');
    expect(source, `${name} imports test from ./support/fixtures`).toMatch(
      /import \{[^}]*\btest\b[^}]*\} from '\.\/support\/fixtures'/,
    );
    expect(source, `${name} does not import test from @playwright/test`).not.toMatch(
      /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/,
    );
  }
});
