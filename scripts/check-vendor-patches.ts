// Would the build's two Firebase patches (scripts/vite-production-libraries.ts) hold on another
// Firebase release? Packs that release's @firebase/firestore, @firebase/auth and
// @firebase/webchannel-wrapper from the registry into a temporary folder and asks each patch's
// own guard, as the build would: Firestore lite uses Closure's Integer as the stand-in expects,
// the stand-in orders ids as that release's Integer does, and Firebase Auth still has static
// assignments to move. Needs the registry, so it is not a stage of `npm test`; run it before
// raising the firebase dependency (docs/bundle-budget.md records the last run):
//   node --import tsx scripts/check-vendor-patches.ts 13.2.0
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import { parseAst } from 'vite';
import { Integer } from '../src/lib/firebase-integer';
import { staticAssignmentsToFields, unexpectedIntegerUse } from './vite-production-libraries';

interface ClosureInteger {
  compare(other: ClosureInteger): number;
}

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8' }).trim();

/** The versions of Firestore, Auth and the webchannel wrapper that a firebase release depends on. */
function sdkVersions(firebase: string, cwd: string) {
  const dependencies = JSON.parse(npm(['view', `firebase@${firebase}`, 'dependencies', '--json'], cwd)) as Record<
    string,
    string
  >;
  const firestore = dependencies['@firebase/firestore'];
  const wrapper = JSON.parse(
    npm(['view', `@firebase/firestore@${firestore}`, 'dependencies', '--json'], cwd),
  ) as Record<string, string>;
  return { firestore, auth: dependencies['@firebase/auth'], webchannel: wrapper['@firebase/webchannel-wrapper'] };
}

function unpack(name: string, version: string, into: string): string {
  const file = npm(['pack', `${name}@${version}`, '--silent'], into)
    .split('\n')
    .pop()!;
  const dir = join(into, name.replace('/', '-'));
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('tar', ['xzf', join(into, file), '-C', dir, '--strip-components=1']);
  return dir;
}

async function main(firebase: string | undefined) {
  if (!firebase) throw new Error('Usage: node --import tsx scripts/check-vendor-patches.ts <firebase version>');
  const work = mkdtempSync(join(tmpdir(), 'tripwise-vendor-'));
  const problems: string[] = [];
  try {
    const versions = sdkVersions(firebase, work);
    console.log(`firebase ${firebase}: @firebase/firestore ${versions.firestore}, @firebase/auth ${versions.auth}`);

    const lite = join(unpack('@firebase/firestore', versions.firestore, work), 'dist', 'lite');
    const modules = readdirSync(lite).filter((name) => name.endsWith('.esm.js') && !name.includes('.rn.'));
    const usingInteger = modules.filter((name) => /\bInteger\b/.test(readFileSync(join(lite, name), 'utf8')));
    if (usingInteger.length === 0) console.log('Firestore lite no longer uses Integer: the stand-in can go.');
    for (const name of modules) {
      const problem = unexpectedIntegerUse(readFileSync(join(lite, name), 'utf8'));
      if (problem) problems.push(`Firestore lite ${name}: ${problem}`);
    }

    const wrapper = unpack('@firebase/webchannel-wrapper', versions.webchannel, work);
    const bloomBlob = join(wrapper, 'dist', 'bloom-blob', 'esm', 'bloom_blob_es2018.js');
    const closure = (await import(pathToFileURL(bloomBlob).href)) as {
      Integer: { fromString(text: string): ClosureInteger };
    };
    const texts = ['0', '-7', '42', '99999999', '100000000', '123456789012345678901234567890', '12a4', '-1'];
    for (const a of texts)
      for (const b of texts) {
        const expected = closure.Integer.fromString(a).compare(closure.Integer.fromString(b));
        if (Integer.fromString(a).compare(Integer.fromString(b)) !== expected)
          problems.push(`the Integer stand-in orders ${a} and ${b} unlike Closure's`);
      }

    const auth = join(unpack('@firebase/auth', versions.auth, work), 'dist', 'esm');
    const index = readdirSync(auth).find((name) => /^index-[^.]+\.js$/.test(name));
    if (!index) problems.push('Firebase Auth: no dist/esm/index-*.js (the plugin matches that name)');
    else {
      const source = new MagicString(readFileSync(join(auth, index), 'utf8'));
      const moved = staticAssignmentsToFields(source, (text) => parseAst(text) as never);
      console.log(`Firebase Auth ${index}: ${moved} static assignments become fields`);
      if (moved === 0) problems.push('Firebase Auth: no static assignment moved (the build would fail)');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`✔ both patches hold on firebase ${firebase}`);
}

await main(process.argv[2]);
