// A new deploy (docs/offline.md): announced once its worker waits, taken on "Reload" or at the
// next navigation. The worker registration (vite-plugin-pwa's virtual module) is a stand-in here;
// the real worker runs in Chromium (tests/e2e/offline-trip.spec.ts).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const update = vi.fn(async () => {});
let needRefresh: (() => void) | null = null;
vi.mock('../../src/app/register-worker', () => ({
  loadWorkerRegistration: async () => ({
    registerSW: (options: { onNeedRefresh: () => void }) => {
      needRefresh = options.onNeedRefresh;
      return update;
    },
  }),
}));

beforeEach(() => {
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  update.mockClear();
  needRefresh = null;
  window.history.replaceState(null, '', '/');
});

async function renderWaitingUpdate() {
  const { AppUpdates, NEW_VERSION_MESSAGE } = await import('../../src/app/app-updates');
  const view = render(<AppUpdates />);
  // Registered once the page has loaded and a moment passed (a timer where, as in jsdom, there is no idle callback).
  await vi.waitFor(() => expect(needRefresh).not.toBeNull(), { timeout: 5000 });
  return { view, AppUpdates, NEW_VERSION_MESSAGE };
}

it('announces a waiting version and takes it on Reload', async () => {
  const { NEW_VERSION_MESSAGE } = await renderWaitingUpdate();
  expect(screen.queryByRole('status')).toBeNull();
  act(() => needRefresh?.());
  expect(screen.getByRole('status')).toHaveTextContent(NEW_VERSION_MESSAGE);
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(update).toHaveBeenCalledWith(true);
});

it('takes a waiting version at the next navigation', async () => {
  const { view, AppUpdates } = await renderWaitingUpdate();
  act(() => needRefresh?.());
  expect(update).not.toHaveBeenCalled();
  window.history.pushState(null, '', '/dashboard');
  view.rerender(<AppUpdates />);
  await vi.waitFor(() => expect(update).toHaveBeenCalledWith(true));
});
