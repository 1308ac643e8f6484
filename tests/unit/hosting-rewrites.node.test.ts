// Issue 40: what the app calls through Hosting must be what Hosting forwards. firebase.json's
// /api/* rewrites and the one list of hosted functions (functions/src/domain/hosted-functions.ts,
// which the compiler keeps in step with callApi's contracts) must match both ways, each rewrite
// must name a function functions/src/index.ts exports, and the catch-all must come last (a
// rewrite after it is never reached). The app builds no function URL by hand.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTED_FUNCTION_NAMES, hostingPath } from '@domain/hosted-functions';

interface Rewrite {
  source: string;
  function?: string | { functionId: string };
  destination?: string;
}

const rewrites = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: Rewrite[] } }).hosting
  .rewrites;
const functionRewrites = rewrites.filter((rewrite) => rewrite.function !== undefined);
const functionOf = (rewrite: Rewrite) =>
  typeof rewrite.function === 'string' ? rewrite.function : rewrite.function?.functionId;

/** The names functions/src/index.ts exports (`export { a, b as c } from '…'`). */
function exportedFunctions(): Set<string> {
  const index = readFileSync('functions/src/index.ts', 'utf8');
  const names = [...index.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) =>
    list.split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return new Set(names.filter(Boolean));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('Hosting rewrites and the hosted functions', () => {
  it('every hosted function has its /api rewrite to itself', () => {
    const sources = new Map(functionRewrites.map((rewrite) => [rewrite.source, functionOf(rewrite)]));
    const missing = HOSTED_FUNCTION_NAMES.filter((name) => sources.get(hostingPath(name)) !== name);
    expect(missing, 'functions the app reaches at /api/{name} with no rewrite in firebase.json').toEqual([]);
  });

  it('every function rewrite is on the list and names an exported function', () => {
    const listed = new Set<string>(HOSTED_FUNCTION_NAMES);
    const exported = exportedFunctions();
    const strays = functionRewrites.filter((rewrite) => {
      const name = functionOf(rewrite) ?? '';
      return !listed.has(name) || rewrite.source !== hostingPath(name as never) || !exported.has(name);
    });
    expect(strays.map((rewrite) => rewrite.source)).toEqual([]);
    expect(exported.size).toBeGreaterThan(listed.size);
  });

  it('the catch-all to index.html comes last', () => {
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/index.html' });
    expect(rewrites.filter((rewrite) => rewrite.source === '**')).toHaveLength(1);
  });

  it('the app builds no function URL by hand (functionUrl takes a listed name)', () => {
    const handBuilt = sourceFiles('src').filter(
      (file) =>
        !file.endsWith(join('lib', 'functions-client.ts')) &&
        /functionsBase|['"`]\/api\//.test(readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '')),
    );
    expect(handBuilt.filter((file) => !file.endsWith(join('config', 'env.ts')))).toEqual([]);
  });
});
