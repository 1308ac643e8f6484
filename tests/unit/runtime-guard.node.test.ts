// The functions' runtime guard (scripts/runtime-guard.mjs) asks the installed firebase-tools, the
// code `firebase deploy` runs, whether the runtime deploys on a given day.
import { describe, expect, it } from 'vitest';
import { checkRuntime, functionsRuntime } from '../../scripts/runtime-guard.mjs';

describe('functions runtime guard', () => {
  it('the runtime functions/package.json asks for deploys today, 90 days clear of deprecation', () => {
    const runtime = functionsRuntime();
    expect(runtime).toBe('nodejs24');
    const result = checkRuntime(runtime);
    expect(result, result.ok ? '' : result.message).toMatchObject({ ok: true });
  });

  it('refuses nodejs20 today (decommissioned), saying what to change', () => {
    const result = checkRuntime('nodejs20');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('decommissioned');
    expect(result.message).toContain('set "engines.node" in functions/package.json to "24"');
  });

  it('refuses a runtime within 90 days of its deprecation, and one firebase-tools does not know', () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    // firebase-tools' table deprecates nodejs24 on 2028-04-30.
    expect(checkRuntime('nodejs24', day('2028-01-15')).ok).toBe(true);
    const soon = checkRuntime('nodejs24', day('2028-03-01'));
    expect(soon.ok).toBe(false);
    expect(soon.ok ? '' : soon.message).toContain('less than 90 days to deprecation');
    expect(checkRuntime('nodejs99').ok).toBe(false);
  });
});
