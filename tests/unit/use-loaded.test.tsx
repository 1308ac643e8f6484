import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from '../../src/lib/use-loaded';

/** A promise the test settles by hand, so the order of answers is the test's to choose. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoaded', () => {
  it('is pending until the load settles, then done with its value', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useLoaded('trip-1', () => answer.promise));
    expect(result.current).toEqual({ status: 'pending' });
    await act(async () => answer.resolve('key-1'));
    expect(result.current).toEqual({ status: 'done', value: 'key-1' });
  });

  it('reports a failed load with its error', async () => {
    const error = new Error('offline');
    const { result } = renderHook(() => useLoaded('trip-1', () => Promise.reject(error)));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error }));
  });

  it('drops the answer for a key that is no longer current, even when it arrives last', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) =>
        useLoaded(key, (k, signal) => {
          seen.push(k);
          signal.addEventListener('abort', () => seen.push(`${k} aborted`));
          return answers[k].promise;
        }),
      { initialProps: { key: 'a' as 'a' | 'b' } },
    );
    rerender({ key: 'b' });
    expect(result.current).toEqual({ status: 'pending' });
    await act(async () => answers.b.resolve('answer for b'));
    await act(async () => answers.a.resolve('answer for a'));
    expect(result.current).toEqual({ status: 'done', value: 'answer for b' });
    expect(seen).toEqual(['a', 'a aborted', 'b']);
  });

  it('reads pending again while a new key loads, not the old key’s value', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) => useLoaded(key, (k) => answers[k].promise),
      {
        initialProps: { key: 'a' as 'a' | 'b' },
      },
    );
    await act(async () => answers.a.resolve('answer for a'));
    expect(result.current).toEqual({ status: 'done', value: 'answer for a' });
    rerender({ key: 'b' });
    expect(result.current).toEqual({ status: 'pending' });
  });

  it('loads nothing for a null key, and sets nothing after unmounting', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useLoaded(null, () => {
        calls += 1;
        return Promise.resolve('x');
      }),
    );
    expect(result.current).toEqual({ status: 'pending' });
    expect(calls).toBe(0);

    const late = deferred<string>();
    const mounted = renderHook(() => useLoaded('trip-1', () => late.promise));
    mounted.unmount();
    await act(async () => late.resolve('too late'));
    expect(mounted.result.current).toEqual({ status: 'pending' });
  });

  it('does not load again when only the load function changes between renders', async () => {
    let calls = 0;
    const { result, rerender } = renderHook(() =>
      useLoaded('trip-1', () => {
        calls += 1;
        return Promise.resolve(calls);
      }),
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'done', value: 1 }));
    rerender();
    rerender();
    expect(calls).toBe(1);
  });
});
