// Docs and comments name files that exist, inside this repository. Every path a Markdown doc
// (README.md, docs/) or a code comment names, from a top-level folder (src/…, scripts/…, docs/…)
// or as a Markdown link, must exist; nothing may point outside the repository (a link that
// climbs out of it, an absolute machine path, a notes file that is not here). Generated output
// (reports/, dist/, functions/lib/, .cache/) is named on purpose and exists only after a run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP_DIRS = new Set(['node_modules', '.git']);
const CODE = /\.(?:ts|tsx|mjs|mts|js|rules|css)$/;
const GENERATED = /^(?:reports|dist|functions\/lib|\.cache|test-results|playwright-report|docs\/screenshots)(?:\/|$)/;
// A repository path in prose: starts at a top-level folder, ends on a letter or digit.
const REPO_PATH = /(?<![\w./@-])((?:\.ci|src|functions|scripts|tests|docs|public|reports|dist)\/[\w./-]*\w)/g;
// A Markdown file named without its folder: it must be one of ours.
const BARE_MD = /(?<![\w./-])([\w-]+\.md)\b/g;
const MD_LINK = /\]\(([^)\s]+)\)/g;
// Absolute paths on a build machine, and notes that live beside the repository.
const OUTSIDE = /(?:^|[\s`'"(])(\/work\/|\/root\/|\.\.\/shared\/)/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIP_DIRS.has(name) || GENERATED.test(relative(root, path))) continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const docs = [join(root, 'README.md'), ...walk(join(root, 'docs')).filter((f) => f.endsWith('.md'))];
const code = ['src', 'functions/src', 'scripts', 'tests', '.ci']
  .flatMap((dir) => walk(join(root, dir)))
  .filter((f) => CODE.test(f) || f.endsWith('.ci/run'))
  .concat(
    ['firestore.rules', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js'].map((f) =>
      join(root, f),
    ),
  )
  .filter((f) => existsSync(f));
const markdownNames = new Set(docs.map((f) => f.split('/').pop()));

/** Comment text only: `//`, `/* … *\/` lines and `#` lines (shell). */
function comments(text: string): string {
  return text
    .split('\n')
    .filter((line) => /^\s*(?:\/\/|\/?\*|#)/.test(line) || /\s\/\/\s/.test(line))
    .join('\n');
}

function problems(file: string, text: string, markdown: boolean): string[] {
  const where = relative(root, file);
  const found: string[] = [];
  for (const [, path] of text.matchAll(REPO_PATH)) {
    const clean = path.replace(/\.$/, '');
    // A file the reader creates (functions/.env.your-project) is named on purpose.
    if (GENERATED.test(clean) || clean.includes('your-project')) continue;
    if (!existsSync(join(root, clean))) found.push(`${where}: names ${clean}, which does not exist`);
  }
  for (const [, name] of text.matchAll(BARE_MD)) {
    if (!markdownNames.has(name)) found.push(`${where}: names ${name}, which is not in this repository`);
  }
  for (const [, path] of text.matchAll(OUTSIDE)) found.push(`${where}: points outside the repository (${path}…)`);
  if (markdown) {
    for (const [, target] of text.matchAll(MD_LINK)) {
      if (/^(?:[a-z]+:|#)/.test(target)) continue;
      const resolved = resolve(dirname(file), target.split('#')[0]);
      const inside = relative(root, resolved);
      if (inside.startsWith('..')) found.push(`${where}: links to ${target}, outside the repository`);
      else if (!GENERATED.test(inside) && !existsSync(resolved))
        found.push(`${where}: links to ${target}, which does not exist`);
    }
  }
  return found;
}

describe('paths named in docs and comments', () => {
  it('exist and stay inside the repository', () => {
    const found = [
      ...docs.flatMap((file) => problems(file, readFileSync(file, 'utf8'), true)),
      ...code.flatMap((file) => problems(file, comments(readFileSync(file, 'utf8')), false)),
    ];
    expect(found).toEqual([]);
  });

  it('catches a missing path, a bare notes file and a path outside the repository', () => {
    const fake = join(root, 'docs/fake.md');
    expect(problems(fake, 'See scripts/prepare.mjs and [routing](routing.md).', true)).toEqual([]);
    expect(problems(fake, 'See scripts/no-such-file.mjs.', true)).toEqual([
      'docs/fake.md: names scripts/no-such-file.mjs, which does not exist',
    ]);
    expect(problems(fake, '(design.md "Invite links")', false)).toHaveLength(1);
    expect(problems(fake, 'The spec is `../shared/spec/product-spec.md`.', false).join()).toContain('outside');
    expect(problems(fake, '[spec](../../shared/spec.md)', true).join()).toContain('outside the repository');
  });
});
