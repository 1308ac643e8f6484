// @vitest-environment node
// The build-time rewrite that lets the bundler drop Firebase Auth's unused sign-in providers
// (scripts/vite-production-libraries.ts, docs/performance.md "Budgets").
import MagicString from 'magic-string';
import { rolldown } from 'rolldown';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticAssignmentsToFields } from '../../scripts/vite-production-libraries';

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
