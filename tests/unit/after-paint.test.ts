// afterNextPaint waits for the frame to be painted and, where the browser reports largest paints,
// for word that it reached the screen, so what it starts is not counted against the page's paint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/ui/after-paint';

type Entries = { getEntries: () => { startTime: number }[] };
let report: ((list: Entries) => void) | null = null;
let frame: ((time: number) => void) | null = null;

/** A browser that reports largest paints (Chromium), observed by the test. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  constructor(callback: (list: Entries) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {
    report = null;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => {
    frame = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  report = null;
  frame = null;
});

/** afterNextPaint waiting on a browser that reports largest paints (or not), with a spy to call. */
function waitFor(observer: typeof FakeObserver | undefined) {
  vi.stubGlobal('PerformanceObserver', observer);
  const then = vi.fn();
  afterNextPaint(then);
  return then;
}

/** The frame is drawn at `time`, and the task queued from it runs. */
function paintFrame(time: number) {
  frame?.(time);
  vi.advanceTimersByTime(0);
}

describe('afterNextPaint', () => {
  it('without reports of largest paints, runs right after the frame is painted', () => {
    const then = waitFor(undefined);
    expect(then).not.toHaveBeenCalled();
    paintFrame(100);
    expect(then).toHaveBeenCalledOnce();
  });

  it('where the browser reports them, waits for a paint of that frame or later', () => {
    const then = waitFor(FakeObserver);
    paintFrame(100);
    expect(then).not.toHaveBeenCalled();
    report?.({ getEntries: () => [{ startTime: 40 }] }); // an earlier frame's paint
    expect(then).not.toHaveBeenCalled();
    report?.({ getEntries: () => [{ startTime: 120 }] });
    expect(then).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledOnce();
  });

  it('stops waiting when the frame brought no new largest paint, and after a first input', () => {
    const then = waitFor(FakeObserver);
    paintFrame(100);
    vi.advanceTimersByTime(199);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();

    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'pointerdown' } as PerformanceEntry]);
    const afterInput = vi.fn();
    afterNextPaint(afterInput);
    paintFrame(500);
    expect(afterInput).toHaveBeenCalledOnce();
  });

  it('a background tab (no frames) still gets there', () => {
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(500);
    expect(then).toHaveBeenCalledOnce();
  });
});
