// The one way a component (not a page: pages load through their route's loader, docs/routing.md)
// loads something after it renders: the popup's invite link, the profile's email status.
// A result that arrives after the key changed or the component left is dropped, here and
// nowhere else.
import { useEffect, useEffectEvent, useState } from 'react';

export type Loaded<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

const PENDING = { status: 'pending' } as const;

/**
 * `load(key)`'s outcome for the current `key`: pending until it settles, then done or failed.
 * A new key loads again (and reads pending meanwhile); a null key loads nothing. `load` may
 * change between renders without reloading: only the key decides when to load.
 */
export function useLoaded<K extends string | number, T>(
  key: K | null,
  load: (key: K, signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const [result, setResult] = useState<{ key: K; loaded: Loaded<T> } | null>(null);
  const run = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (loaded: Loaded<T>) => {
      if (!controller.signal.aborted) setResult({ key, loaded });
    };
    run(key, controller.signal).then(
      (value) => settle({ status: 'done', value }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [key]);

  return result !== null && result.key === key ? result.loaded : PENDING;
}
