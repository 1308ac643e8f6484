import type { ChildProcess } from 'node:child_process';
export declare function stopAll(signal?: NodeJS.Signals): void;
export declare function startService(
  name: string,
  command: string,
  args: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean; onExit?: (code: number | null) => void },
): ChildProcess;
export declare function beforeStop(step: (signal: NodeJS.Signals) => Promise<void>): void;
export declare function waitForUrl(url: string, label: string, timeoutMs?: number): Promise<void>;
