// @vitest-environment node
// The build-time rewrite that lets the bundler drop Firebase Auth's unused sign-in providers
// and Firestore lite's stand-in for Closure's Integer (scripts/vite-production-libraries.ts,
// docs/bundle-budget.md).
import { Integer as ClosureInteger } from '@firebase/webchannel-wrapper/bloom-blob';
import MagicString from 'magic-string';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rolldown } from 'rolldown';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticAssignmentsToFields, unexpectedIntegerUse } from '../../scripts/vite-production-libraries';
import { Integer } from '../../src/lib/firebase-integer';

const parse = (code: string) => parseAst(code) as unknown as { body: never[] };

function rewrite(code: string) {
  const source = new MagicString(code);
  const moved = staticAssignmentsToFields(source, parse);
  return { moved, code: source.toString() };
}

/** Runs module code (no imports) and returns the named bindings. */
function run(code: string, names: string[]): Record<string, unknown> {
  return new Function(`${code}\nreturn { ${names.join(', ')} };`)() as Record<string, unknown>;
}

const PROVIDERS = `
class Base { static credential(id) { return { id, method: this.METHOD }; } }
class Google extends Base {}
Google.METHOD = 'google.com';
Google.PROVIDER_ID = "google.com" /* ProviderId.GOOGLE */;
class Popup extends Base {}
Popup.current = null;
Popup.receivers = [];
`;

describe('static assignments become static fields', () => {
  it('moves inert values into their class and keeps what the classes read', () => {
    const { moved, code } = rewrite(PROVIDERS);
    expect(moved).toBe(4);
    expect(code).not.toMatch(/^Google\.METHOD =/m);
    const before = run(PROVIDERS, ['Google', 'Popup']);
    const after = run(code, ['Google', 'Popup']);
    for (const bindings of [before, after]) {
      const Google = bindings.Google as { credential(id: string): unknown; PROVIDER_ID: string };
      expect(Google.credential('x')).toEqual({ id: 'x', method: 'google.com' });
      expect(Google.PROVIDER_ID).toBe('google.com');
      expect(Object.getOwnPropertyDescriptor(bindings.Popup, 'receivers')).toMatchObject({
        value: [],
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
  });

  it('leaves effects, computed names, non-classes and classes with static accessors alone', () => {
    const code = `
const plain = {};
plain.x = 1;
class A {}
A.made = make();
A['computed'] = 1;
A.x += 1;
class WithSetter { static set x(v) { log(v); } }
WithSetter.x = 1;
`;
    const result = rewrite(code);
    expect(result.moved).toBe(0);
    expect(result.code).toBe(code);
  });

  it('lets the bundler drop an unused subclass it kept before', async () => {
    const bundle = async (code: string) => {
      const build = await rolldown({
        input: 'entry',
        logLevel: 'silent',
        plugins: [
          {
            name: 'virtual',
            resolveId: (id) => (id === 'entry' || id === 'providers' ? id : null),
            load: (id) =>
              id === 'entry'
                ? "import { Base } from 'providers'; console.log(Base.credential('x'));"
                : id === 'providers'
                  ? `${code}\nexport { Base, Google, Popup };`
                  : null,
          },
        ],
      });
      const { output } = await build.generate({ format: 'es' });
      return output[0].code;
    };
    expect(await bundle(PROVIDERS)).toContain('google.com');
    const after = await bundle(rewrite(PROVIDERS).code);
    expect(after).not.toContain('google.com');
    expect(after).toContain('credential');
  });
});

describe("Firestore lite's Integer stand-in", () => {
  const texts = [
    '0',
    '7',
    '42',
    '-42',
    '99999999',
    '100000000',
    '123456789012345678901234567890',
    '-123456789012345678901234567890',
    '000123',
    '12a4',
    'abc',
    '1'.repeat(17),
    '9'.repeat(40),
  ];
  for (let i = 0; i < 40; i++) texts.push(String(Math.floor(Math.random() * 1e15) * (i % 3 === 0 ? -1 : 1)));

  it('orders every pair as Closure’s Integer does', () => {
    for (const a of texts)
      for (const b of texts)
        expect([a, b, Integer.fromString(a).compare(Integer.fromString(b))]).toEqual([
          a,
          b,
          ClosureInteger.fromString(a).compare(ClosureInteger.fromString(b)),
        ]);
  });

  it('refuses what Closure refuses', () => {
    for (const [text, radix] of [
      ['', 10],
      ['1-2', 10],
      ['12', 37],
    ] as const) {
      expect(() => ClosureInteger.fromString(text, radix)).toThrow();
      expect(() => Integer.fromString(text, radix)).toThrow();
    }
    expect(Integer.fromString('ff', 16).compare(Integer.fromString('255'))).toBe(0);
  });

  it('the build accepts the installed Firestore lite and refuses any other use of bloom-blob', () => {
    const firestore = dirname(createRequire(import.meta.url).resolve('@firebase/firestore/package.json'));
    const lite = join(firestore, 'dist', 'lite');
    const modules = readdirSync(lite).filter((name) => name.endsWith('.esm.js') && !name.includes('.rn.'));
    const common = modules
      .map((name) => readFileSync(join(lite, name), 'utf8'))
      .find((code) => /\bInteger\b/.test(code));
    expect(common).toBeDefined();
    for (const name of modules)
      expect([name, unexpectedIntegerUse(readFileSync(join(lite, name), 'utf8'))]).toEqual([name, null]);

    // Another minifier's names for the compared paths change nothing.
    const renamed = common!.replace(
      /extractNumericId\((\w+)\)\.compare\(BasePath\.extractNumericId\((\w+)\)\)/,
      'extractNumericId(left$).compare(BasePath.extractNumericId(right$))',
    );
    expect(renamed).not.toBe(common);
    expect(unexpectedIntegerUse(renamed)).toBeNull();
    expect(unexpectedIntegerUse(common!.replace('{ Integer }', '{ Integer, Md5 }'))).toMatch(/imports Integer, Md5/);
    expect(unexpectedIntegerUse(`${common}\nInteger.fromNumber(3);`)).toMatch(/beyond one fromString/);
    expect(unexpectedIntegerUse(`${common}\nBasePath.extractNumericId(x).multiply(y);`)).toMatch(/beyond one compare/);
  });
});
