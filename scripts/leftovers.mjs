// Who holds a local port (Linux /proc): after a killed `npm start` the Firestore emulator's Java
// process lives on (firebase-tools starts it outside the start command's process group), and the
// next start failed with "port taken". stopOwnLeftovers() stops what this checkout started
// (its working directory is inside the checkout) and names anything else with the command that
// stops it.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Inodes of the sockets listening on `port` (IPv4 and IPv6), from /proc/net/tcp*. */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = parseInt(fields[1].split(':').pop(), 16);
      // st 0A is LISTEN; field 9 is the inode.
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

function describe(pid) {
  let command = '';
  let cwd = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    // gone
  }
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // not ours to read, or gone
  }
  return { pid, command, cwd };
}

/** The processes holding a listening socket on `port`: { pid, command, cwd }. */
export function portHolders(port) {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return [];
  const holders = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        return match !== null && inodes.has(match[1]);
      } catch {
        return false;
      }
    });
    if (holds) holders.push(describe(Number(pid)));
  }
  return holders;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * For each `{ name, port }`: a holder started from `root` is stopped (SIGTERM, then SIGKILL after
 * 5 s); anything else is reported. Returns the messages for ports still taken (empty: all free).
 */
export async function stopOwnLeftovers(ports, root, log = console.log) {
  const foreign = [];
  const stopped = [];
  for (const { name, port } of ports) {
    for (const holder of portHolders(port)) {
      if (holder.pid === process.pid) continue;
      if (holder.cwd === root || holder.cwd.startsWith(`${root}/`)) {
        log(
          `Stopping a leftover from an earlier run: ${name} on port ${port} (pid ${holder.pid}, ${holder.command.slice(0, 100)})`,
        );
        try {
          process.kill(holder.pid, 'SIGTERM');
          stopped.push(holder.pid);
        } catch {
          // gone meanwhile
        }
      } else {
        foreign.push(
          `Port ${port} (${name}) is held by process ${holder.pid}: ${holder.command.slice(0, 160) || 'unknown command'}\n` +
            `  Stop it with: kill ${holder.pid}`,
        );
      }
    }
  }
  const deadline = Date.now() + 5_000;
  while (stopped.some(alive) && Date.now() < deadline) await sleep(100);
  for (const pid of stopped.filter(alive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  return foreign;
}

/** The parent of `pid` (0 when unknown). */
function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The pid of the running `npm start` (scripts/start.mjs) `pid` belongs to, or null. */
function runningStartOf(pid) {
  for (let at = pid; at > 1; at = parentOf(at)) {
    if (describe(at).command.includes('scripts/start.mjs')) return at;
  }
  return null;
}

/**
 * Before `npm test`: the ports `npm start` uses (`ports`, { name, port }). A running `npm start`
 * is never stopped from here: it is named with how to stop it. What a stopped or killed one (or an
 * earlier test run) left behind in this checkout is stopped, as stopOwnLeftovers does; anyone
 * else's is named. Returns the messages for ports still taken (empty: all free). Takes seconds.
 */
export async function clearStartPorts(ports, root, log = console.log) {
  const running = new Map();
  for (const { name, port } of ports) {
    for (const holder of portHolders(port)) {
      const start = runningStartOf(holder.pid);
      if (start !== null) running.set(start, [...(running.get(start) ?? []), `${name} (port ${port})`]);
    }
  }
  if (running.size > 0) {
    return [...running].map(
      ([pid, held]) =>
        `npm start is running (process ${pid}) and holds ${held.join(', ')}.\n` +
        `  Stop it first: Ctrl-C in its terminal, or: kill ${pid}`,
    );
  }
  return stopOwnLeftovers(ports, root, log);
}
