// Code a page can show a moment later (the date picker, the trip's plan) starts loading only
// after the page's first frame is on screen: requested earlier, its bytes compete with the page's
// own reads on a slow line and hold back the page's main content (docs/performance.md).
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** A tab in the background gets no frames; this long at most, the wait ends anyway. */
const LONGEST_WAIT_MS = 500;
/** How long after its paint a frame may take to reach the screen before we stop waiting for word of it. */
const PRESENTATION_WAIT_MS = 200;

/**
 * Whether the browser will say when a frame reaches the screen: it reports each new largest
 * paint (Chromium, Firefox) until the visitor's first click or key press, and not after.
 */
function reportsLargestPaints(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint') &&
    performance.getEntriesByType('first-input').length === 0
  );
}

/**
 * Calls `then` once a frame drawn at or after `frameStart` has reached the screen, as far as the
 * browser tells: a frame is painted on the page's thread, then composited and shown a few
 * milliseconds later, and only then is the page's largest paint known. Where the browser does not
 * tell, or the frame painted nothing new and large, `then` runs at once or after PRESENTATION_WAIT_MS.
 */
function afterShown(frameStart: number, then: () => void): () => void {
  if (!reportsLargestPaints()) {
    then();
    return () => {};
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= frameStart)) finish();
  });
  const timer = window.setTimeout(() => finish(), PRESENTATION_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  function finish() {
    stop();
    then();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return stop;
}

/**
 * Calls `then` once the frame being prepared now has been painted and shown (or after
 * LONGEST_WAIT_MS). Waiting for "shown", not only "painted", keeps what `then` fetches out of the
 * page's largest paint: Lighthouse counts every request that finished before it against it.
 */
export function afterNextPaint(then: () => void): () => void {
  let stopWaiting = () => {};
  let afterFrame = 0;
  const cancel = () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    window.clearTimeout(afterFrame);
    stopWaiting();
  };
  const finish = () => {
    cancel();
    then();
  };
  // A task queued from requestAnimationFrame runs after that frame's paint.
  const frame = window.requestAnimationFrame((frameStart) => {
    afterFrame = window.setTimeout(() => {
      stopWaiting = afterShown(frameStart, finish);
    }, 0);
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
