// lastVisitedPath (spec: path plus query on every navigation) is forgotten on sign-out: the path
// of a join page holds the invite link's key, which must not stay behind on a shared computer.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_VISITED_PATH_KEY, LastVisitedPathTracker } from '../../src/app/last-visited-path';
import { OWNER, signInAs } from './support/fixtures';

vi.mock('../../src/features/auth', () => import('./support/fixtures').then((m) => m.authStandIn));

const JOIN = '/join/olivia-japan?invite=live-key';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  signInAs(null);
});

describe('lastVisitedPath', () => {
  it('remembers the path and query while signed in, and forgets it on sign-out', () => {
    window.history.replaceState(null, '', JOIN);
    signInAs(OWNER);
    const view = render(<LastVisitedPathTracker />);
    expect(localStorage.getItem(LAST_VISITED_PATH_KEY)).toBe(JOIN);

    signInAs(null);
    view.rerender(<LastVisitedPathTracker />);
    expect(localStorage.getItem(LAST_VISITED_PATH_KEY)).toBeNull();
  });

  it('keeps it for a visitor who was never signed in (nothing to sign out of)', () => {
    window.history.replaceState(null, '', JOIN);
    render(<LastVisitedPathTracker />);
    expect(localStorage.getItem(LAST_VISITED_PATH_KEY)).toBe(JOIN);
  });
});
