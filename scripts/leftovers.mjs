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
