// @vitest-environment node
// The wrapper that re-runs a script on the project's Node (scripts/project-node.mjs) passes a
// SIGTERM sent to it on to the child, so `npm start`'s export on exit still runs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectNode = fileURLToPath(new URL('../../scripts/project-node.mjs', import.meta.url));
const child = `process.on('SIGTERM', () => { console.log('child stopped cleanly'); process.exit(0); });
console.log('child ready'); setInterval(() => {}, 1000);`;
const wrapper = `const { runForwardingSignals } = await import(${JSON.stringify(projectNode)});
process.exit(await runForwardingSignals(process.execPath, ['-e', ${JSON.stringify(child)}]));`;

describe('runForwardingSignals', () => {
  it('passes a SIGTERM sent to the wrapper alone on to the child, and exits with its status', async () => {
    const proc = spawn(process.execPath, ['--input-type=module', '-e', wrapper], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) =>
      proc.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('child ready')) resolve();
      }),
    );
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('child stopped cleanly');
    // Two Node processes start here; under npm test's full load that took over 5 s (vitest's
    // default). A real failure (a signal never passed on) hangs, so 60 s only says how long it waits.
  }, 60_000);
});
