// The one way a component runs a write (docs/architecture.md, "When a read or a write fails"):
// busy while it runs, a second start ignored meanwhile, and a failure reported in one of the
// ways the policy allows, never only in the console.
import { useRef, useState } from 'react';

/**
 * Where a failed write's message goes: `'inline'` into `error`, which the form or dialog shows
 * in its `role="alert"`; the page's toast (`toast.show`) for one-click actions; `'alert'` only
 * for the failures the spec's error catalogue (section 8) answers with an alert.
 */
export type FailureReport = 'inline' | 'alert' | ((message: string) => void);

export interface ActionOptions {
  /**
   * What the person reads when the write fails: a fixed text or one made from the error (default:
   * the error's message). Null reports nothing: `onFailure` shows it (a form's field errors).
   */
  failure?: string | ((error: unknown) => string | null);
  /** Default `'inline'`. */
  report?: FailureReport;
  /**
   * Also logs the failure as `console.error(log, error)`, where a developer needs the cause. A
   * browser test fails on any console error it did not expect, so a refusal the person can fix
   * (a wrong password) is not logged.
   */
  log?: string;
  /** Runs after the failure is reported, with the error (to read changed data again, say). */
  onFailure?: (error: unknown) => void;
  /**
   * After success the write stays busy: the page is leaving (navigate, a checkout) and the next
   * page may take a moment, which must not offer a second submit.
   */
  leaves?: boolean;
}

/**
 * A failure the write found itself (a check before or after the call: the name is taken, the
 * answer had no link). Reported in its own words, never logged: nothing broke.
 */
export class Refusal extends Error {}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface Action {
  busy: boolean;
  /** The last failure's message when it was reported inline; cleared when the next write starts. */
  error: string | null;
  /** Shows a message of the form's own (a check before the write) where inline failures show. */
  setError: (message: string | null) => void;
  /**
   * Runs `write` unless one is running. Resolves true when it succeeded, false when it failed
   * (already reported) or did not start; it never rejects.
   */
  run: (write: () => Promise<unknown>, options?: ActionOptions) => Promise<boolean>;
}

/** `defaults` apply to every `run`; a run's own options win. */
export function useAction(defaults: ActionOptions = {}): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not `busy`: a double click lands twice before React renders the disabled button.
  const running = useRef(false);

  async function run(write: () => Promise<unknown>, options: ActionOptions = {}) {
    if (running.current) return false;
    const { failure = errorText, report = 'inline', log, onFailure, leaves } = { ...defaults, ...options };
    running.current = true;
    setBusy(true);
    setError(null);
    let done = true;
    try {
      await write();
    } catch (caught) {
      done = false;
      const refusal = caught instanceof Refusal;
      const message = refusal ? caught.message : typeof failure === 'string' ? failure : failure(caught);
      if (log !== undefined && !refusal) console.error(log, caught);
      if (message !== null) {
        if (report === 'alert') window.alert(message);
        else (report === 'inline' ? setError : report)(message);
      }
      onFailure?.(caught);
    }
    if (!done || !leaves) {
      running.current = false;
      setBusy(false);
    }
    return done;
  }

  return { busy, error, setError, run };
}
