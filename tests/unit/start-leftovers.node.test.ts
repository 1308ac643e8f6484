// Before `npm test` (scripts/leftovers.mjs, clearStartPorts): on `npm start`'s ports, a leftover
// of this checkout is stopped; a running `npm start` and anyone else's server are named with the
// command that stops them, at once (issue 40: the suites used to start and fail minutes later).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStartPorts, portHolders } from '../../scripts/leftovers.mjs';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A free local port. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A process running `script` (which listens on `port`) from `cwd`; resolves once it listens. */
async function listener(cwd: string, script: string, port: number): Promise<ChildProcess> {
  mkdirSync(join(cwd, 'scripts'), { recursive: true });
  writeFileSync(
    join(cwd, 'scripts', script),
    `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('up'));`,
  );
  const child = spawn(process.execPath, [join('scripts', script)], { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return child;
}

const quiet = () => {};

describe('clearStartPorts', () => {
  it("stops this checkout's leftover and frees its port", async () => {
    const checkout = mkdtempSync(join(tmpdir(), 'checkout-'));
    const port = await freePort();
    await listener(checkout, 'stand-in.cjs', port);
    expect(await clearStartPorts([{ name: 'stripe', port }], checkout, quiet)).toEqual([]);
    expect(portHolders(port)).toEqual([]);
  });

  it('names a running npm start with the command that stops it, and leaves it running', async () => {
    const checkout = mkdtempSync(join(tmpdir(), 'checkout-'));
    const port = await freePort();
    // Its command line names scripts/start.mjs, as npm start's does.
    const start = await listener(checkout, 'start.mjs.cjs', port);
    const [message] = await clearStartPorts([{ name: 'web', port }], checkout, quiet);
    expect(message).toContain(`npm start is running (process ${start.pid}) and holds web (port ${port})`);
    expect(message).toContain(`kill ${start.pid}`);
    expect(portHolders(port).map((holder) => holder.pid)).toEqual([start.pid]);
  });

  it("names another checkout's server and leaves it running", async () => {
    const [checkout, other] = [mkdtempSync(join(tmpdir(), 'checkout-')), mkdtempSync(join(tmpdir(), 'other-'))];
    const port = await freePort();
    const foreign = await listener(other, 'server.cjs', port);
    const [message] = await clearStartPorts([{ name: 'auth', port }], checkout, quiet);
    expect(message).toContain(`Port ${port} (auth) is held by process ${foreign.pid}`);
    expect(message).toContain(`Stop it with: kill ${foreign.pid}`);
  });
});
