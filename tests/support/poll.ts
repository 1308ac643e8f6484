// Waiting without fixed sleeps, one way for every test that waits on the emulators or the inbox:
// read until the answer is what the test waits for, or the time a real failure takes is up.
//
// Every read is a request the emulator or maildev serves (maildev sends its whole inbox each
// time); at the old 50 ms, each waiting test asked 20 times a second, on the 2-core machine the
// emulators share with everything else. A quarter-second late answer costs a test at most that.
export const POLL_MS = 250;

/** Reads until `done` holds or `timeoutMs` has passed; returns the last value read, for the caller to assert on. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
