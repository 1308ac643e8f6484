import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { inviteLink } from '@domain/invite-link';
import { paths, safeRedirect, withRedirect } from '../../src/config/paths';
import { groupTrips, sectionOf } from '../../src/features/dashboard/trip-sections';
import { ageOn } from '../../src/features/profile/age';
import { authErrorMessage } from '../../src/features/auth/auth-error';
import { initials } from '../../src/ui/avatar';
import { Modal } from '../../src/ui/modal';
import { TextField } from '../../src/ui/field';
import { isLightRoute } from '../../src/config/light-routes';

describe('redirects', () => {
  it('keeps the path and query of the page the user wanted', () => {
    expect(withRedirect(paths.login, '/join/ana-japan?x=1')).toBe('/login?redirect=%2Fjoin%2Fana-japan%3Fx%3D1');
  });
  it('only follows same-site paths', () => {
    expect(safeRedirect('/create')).toBe('/create');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect(null)).toBe('/dashboard');
  });
  it('builds the invite link from the origin', () => {
    expect(inviteLink('https://tripwise.example', 'ana-summer-in-japan')).toBe(
      'https://tripwise.example/join/ana-summer-in-japan',
    );
  });
});

describe('dashboard sections', () => {
  it('puts each trip in exactly one section', () => {
    expect(sectionOf({ status: 'draft', isBooked: false, isFinished: false })).toBe('pending');
    expect(sectionOf({ status: 'ready', isBooked: true, isFinished: false })).toBe('booked');
    expect(sectionOf({ status: 'ready', isBooked: true, isFinished: true })).toBe('past');
    expect(sectionOf({ status: 'ready', isBooked: false, isFinished: true })).toBe('past');
    const groups = groupTrips([
      { status: 'draft', isBooked: false, isFinished: false },
      { status: 'ready', isBooked: true, isFinished: false },
      { status: 'ready', isBooked: true, isFinished: true },
    ]);
    expect([groups.pending.length, groups.booked.length, groups.past.length]).toEqual([1, 1, 1]);
  });
});

describe('age', () => {
  it('counts whole years and turns on the birthday itself', () => {
    expect(ageOn(new Date(2008, 10, 23), new Date(2026, 10, 22))).toBe(17);
    expect(ageOn(new Date(2008, 10, 23), new Date(2026, 10, 23))).toBe(18);
    expect(ageOn(new Date(2000, 1, 29), new Date(2026, 1, 28))).toBe(25);
  });
});

describe('auth errors', () => {
  it('turns provider codes into words and keeps unknown messages', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe('Incorrect email or password.');
    expect(authErrorMessage(new Error('Firebase: Something new (auth/other).'))).toBe(
      'Firebase: Something new (auth/other).',
    );
  });
});

describe('light routes', () => {
  it('lets only the landing and legal pages skip the Firebase SDK', () => {
    expect(isLightRoute('/')).toBe(true);
    expect(isLightRoute('/Terms-and-Conditions')).toBe(true);
    expect(isLightRoute('/dashboard')).toBe(false);
    expect(isLightRoute('/login')).toBe(false);
  });
});

describe('ui primitives', () => {
  it('draws initials from a name', () => {
    expect(initials('Ana Maria Rivera')).toBe('AR');
    expect(initials('ben')).toBe('B');
    expect(initials('  ')).toBe('?');
  });

  it('ties a field error to its input', () => {
    render(<TextField label="Budget" error="Please enter a budget." value="" onChange={() => {}} required />);
    const input = screen.getByLabelText('Budget');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a budget.');
  });

  it('the modal focuses its first action, traps Tab and closes on Escape', async () => {
    const user = userEvent.setup();
    let closed = 0;
    render(
      <MemoryRouter>
        <Modal
          title="Are you sure?"
          onClose={() => (closed += 1)}
          actions={
            <>
              <button>Cancel</button>
              <button>Yes</button>
            </>
          }
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});
