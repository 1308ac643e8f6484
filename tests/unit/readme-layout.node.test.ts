// Issue 42, item 4: the README's layout names every folder of src/, src/features/ and
// functions/src/, so a newcomer finds each one there; a folder added without its line fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README's "## Layout" code block: each root (`src/`) with its folders and what the folders' lines say. */
function layoutOf(readme: string): Map<string, Map<string, string>> {
  const section = readme.split(/^## Layout$/m)[1] ?? '';
  const block = section.split('```')[1] ?? '';
  const roots = new Map<string, Map<string, string>>();
  let root: Map<string, string> | null = null;
  let folder: string | null = null;
  for (const line of block.split('\n')) {
    const top = /^(\S+)\/(?:\s|$)/.exec(line);
    const inner = /^ {2}([\w<>-]+)\/(?:<f>\/)?\s*(.*)$/.exec(line);
    if (top) {
      root = new Map();
      roots.set(top[1], root);
      folder = null;
    } else if (inner && root) {
      folder = inner[1];
      root.set(folder, inner[2]);
    } else if (root && folder && /^\s{3,}\S/.test(line)) {
      root.set(folder, `${root.get(folder) ?? ''} ${line.trim()}`);
    }
  }
  return roots;
}

const foldersIn = (dir: string) => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());

/** What the layout leaves out, as sentences; empty when it names every folder. */
function omissions(readme: string, tree: { src: string[]; functions: string[]; features: string[] }): string[] {
  const layout = layoutOf(readme);
  const src = layout.get('src') ?? new Map<string, string>();
  const functions = layout.get('functions/src') ?? new Map<string, string>();
  const features = src.get('features') ?? '';
  return [
    ...tree.src.filter((name) => !src.has(name)).map((name) => `src/${name}/`),
    ...tree.functions.filter((name) => !functions.has(name)).map((name) => `functions/src/${name}/`),
    ...tree.features
      .filter((name) => !new RegExp(`(^|[\\s,(])${name}([\\s,)]|$)`).test(features))
      .map((name) => `src/features/${name}/`),
  ];
}

describe("the README's layout", () => {
  it('names every folder of src, src/features and functions/src', () => {
    const tree = { src: foldersIn('src'), functions: foldersIn('functions/src'), features: foldersIn('src/features') };
    expect(omissions(readFileSync('README.md', 'utf8'), tree)).toEqual([]);
  });

  it('finds a folder it leaves out', () => {
    const readme = [
      '## Layout',
      '',
      '```',
      'src/',
      '  app/            the router',
      '  features/<f>/   auth, trips,',
      '                  plan (each: index.ts)',
      'functions/src/    a package',
      '  plan/           the plan',
      '```',
    ].join('\n');
    const tree = { src: ['app', 'lib'], functions: ['plan', 'money'], features: ['auth', 'plan', 'money'] };
    expect(omissions(readme, tree)).toEqual(['src/lib/', 'functions/src/money/', 'src/features/money/']);
  });
});
