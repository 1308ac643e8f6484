// Build-time fixes for two libraries whose published shape costs the dashboard's first load
// bytes it never runs (docs/bundle-budget.md). Build only: dev keeps the libraries as
// published (React Router's development warnings stay on in `vite`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router 7 maps every import condition to its development build
 * (remix-run/react-router#12532); the production build next to it is the same code with
 * ENABLE_DEV_WARNINGS off, so the warnings and their strings drop out (~0.6 KiB gzip).
 */
export function reactRouterProductionBuild(): Plugin {
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  const alias = Object.entries(files).map(([name, file]) => {
    const path = join(production, file);
    if (!existsSync(path)) throw new Error(`react-router's production build moved: no ${path}`);
    return { find: new RegExp(`^${name}$`), replacement: path };
  });
  return { name: 'tripwise:react-router-production', apply: 'build', config: () => ({ resolve: { alias } }) };
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Parse = (code: string) => { body: Node[] };

/** A value whose evaluation has no effect: a literal or an empty array. */
function isInertValue(node: Node): boolean {
  return node.type === 'Literal' || (node.type === 'ArrayExpression' && (node.elements as unknown[]).length === 0);
}

function hasStaticAccessor(cls: Node): boolean {
  const members = (cls.body as Node).body as Node[];
  return members.some((member) => member.static === true && (member.kind === 'get' || member.kind === 'set'));
}

/**
 * `class A extends B {…} A.X = 'x';` becomes `class A extends B { static X = 'x'; …}`.
 *
 * A bundler keeps a class whose static property is assigned after its declaration, used or
 * not: on a subclass the assignment may run an inherited static setter (evanw/esbuild#175,
 * firebase/firebase-js-sdk#6502). A static field with an inert value defines the same writable,
 * enumerable own property, at class definition instead of just after it, without that doubt,
 * so an unused class can go. Only module-level classes without static accessors, only inert
 * values, only assignments after their class. Returns how many moved.
 */
export function staticAssignmentsToFields(source: MagicString, parse: Parse): number {
  const code = source.original;
  const body = parse(code).body;
  const classes = new Map<string, Node>();
  for (const statement of body) {
    const id = statement.id as Node | null | undefined;
    if (statement.type === 'ClassDeclaration' && id) classes.set(id.name as string, statement);
  }
  let moved = 0;
  for (const statement of body) {
    const assignment = statement.type === 'ExpressionStatement' ? (statement.expression as Node) : null;
    if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=') continue;
    const target = assignment.left as Node;
    const object = target.object as Node | undefined;
    const property = target.property as Node | undefined;
    if (target.type !== 'MemberExpression' || target.computed || object?.type !== 'Identifier') continue;
    if (property?.type !== 'Identifier') continue;
    const cls = classes.get(object.name as string);
    const value = assignment.right as Node;
    if (!cls || cls.end > statement.start || hasStaticAccessor(cls) || !isInertValue(value)) continue;
    const field = ` static ${property.name as string} = ${code.slice(value.start, value.end)};`;
    source.appendLeft((cls.body as Node).start + 1, field);
    source.remove(statement.start, statement.end);
    moved++;
  }
  return moved;
}

/** Firebase Auth's browser build: one module, whose sign-in providers (Google, Facebook,
 *  GitHub, Twitter) and popup operations stay in every build through such assignments. */
const FIREBASE_AUTH = /[\\/]@firebase[\\/]auth[\\/]dist[\\/]esm[\\/]index-[^\\/]+\.js$/;

/**
 * The app signs in with email and password only; the OAuth providers and popup code of
 * Firebase Auth (~8 KiB minified, ~2 KiB gzip) are never called, yet ride in the Firebase
 * chunk every signed-in route loads first. Turning their static assignments into static fields
 * lets the bundler drop them. The build fails if the module is there and nothing moved (a new
 * Firebase release changed shape: check the saving still holds, then update this).
 */
export function firebaseAuthTreeShaking(): Plugin {
  return {
    name: 'tripwise:firebase-auth-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: FIREBASE_AUTH },
      handler(code, id) {
        const source = new MagicString(code);
        if (staticAssignmentsToFields(source, (text) => parseAst(text) as unknown as { body: Node[] }) === 0)
          this.error(`${id}: no static assignment moved; see scripts/vite-production-libraries.ts`);
        return { code: source.toString(), map: source.generateMap({ hires: true, source: id }) };
      },
    },
  };
}

const BLOOM_BLOB = /^@firebase\/webchannel-wrapper\/bloom-blob$/;
const FIRESTORE_LITE = /[\\/]@firebase[\\/]firestore[\\/]dist[\\/]lite[\\/][^\\/]+\.js$/;

/**
 * Firestore lite gets src/lib/firebase-integer.ts for @firebase/webchannel-wrapper/bloom-blob
 * (why: that file's header; -3.3 KiB gzip on every signed-in route). Other importers (the full
 * Firestore SDK, were it ever bundled) keep the original. The build fails when a Firestore lite
 * module uses that import in any other way than `Integer.fromString(…)` and `.compare(…)` on
 * its result, so a Firebase release that needs more of it cannot slip through.
 */
export function firestoreLiteInteger(): Plugin {
  const standIn = fileURLToPath(new URL('../src/lib/firebase-integer.ts', import.meta.url));
  return {
    name: 'tripwise:firestore-lite-integer',
    enforce: 'pre', // before Vite's own resolver answers with the package
    apply: 'build',
    resolveId: {
      filter: { id: BLOOM_BLOB },
      handler: (_source, importer) => (importer && FIRESTORE_LITE.test(importer) ? standIn : null),
    },
    transform: {
      filter: { id: FIRESTORE_LITE },
      handler(code, id) {
        const problem = unexpectedIntegerUse(code);
        if (problem) this.error(`${id}: ${problem}; review src/lib/firebase-integer.ts`);
        return null;
      },
    },
  };
}

/**
 * Null when `code` (a Firestore lite module) uses bloom-blob as the stand-in expects: nothing
 * but `Integer`, whose only use is `extractNumericId`, whose results meet only in `.compare`.
 * Otherwise what changed: strict on purpose, any other shape needs a look before it ships.
 */
export function unexpectedIntegerUse(code: string): string | null {
  const imported = [
    ...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@firebase\/webchannel-wrapper\/bloom-blob['"]/g),
  ]
    .flatMap((match) => match[1].split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (imported.length === 0) return null;
  if (imported.join() !== 'Integer') return `imports ${imported.join(', ')} from bloom-blob`;
  const uses = [...code.matchAll(/\bInteger\b.{0,12}/g)].slice(1).map((match) => match[0]);
  if (uses.length !== 1 || !uses[0].startsWith('Integer.fromString(')) return 'uses Integer beyond one fromString';
  // The definition and the two calls of `…extractNumericId(a).compare(BasePath.extractNumericId(b))`,
  // whatever the minifier named a and b.
  const calls = code.match(/\bextractNumericId\(/g)?.length ?? 0;
  if (calls !== 3 || !/\.extractNumericId\([\w$]+\)\.compare\(BasePath\.extractNumericId\([\w$]+\)\)/.test(code))
    return 'uses the parsed ids beyond one compare';
  return null;
}
