// Code a page can show a moment later (the date picker, the trip's plan) starts loading only
// after the page's first frame is on screen: requested earlier, its bytes compete with the page's
// own reads on a slow line and hold back the page's main content (docs/performance.md).
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** A tab in the background gets no frames; this long at most, the wait ends anyway. */
const LONGEST_WAIT_MS = 500;

/** Calls `then` once the frame being prepared now has been painted (or after LONGEST_WAIT_MS). */
export function afterNextPaint(then: () => void): () => void {
  let afterFrame = 0;
  const cancel = () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    window.clearTimeout(afterFrame);
  };
  const finish = () => {
    cancel();
    then();
  };
  // A task queued from requestAnimationFrame runs after that frame's paint.
  const frame = window.requestAnimationFrame(() => {
    afterFrame = window.setTimeout(finish, 0);
  });
  const fallback = window.setTimeout(finish, LONGEST_WAIT_MS);
  return cancel;
}

/**
 * False on the first render, true once that render has been painted. The render that follows is
 * a transition: React builds what it adds (the date picker, the plan) in slices that yield.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/** `fallback` until the first render has been painted, then `children` (often a lazy component). */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterPaint() ? children : fallback;
}
