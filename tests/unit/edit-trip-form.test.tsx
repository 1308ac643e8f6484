import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditTripPage, { loader } from '../../src/features/trips/components/edit-trip-page';
import * as api from '../../src/features/trips/api/trips-api';
import { TRIP_FORM_MESSAGES } from '../../src/features/trips/trip-form';
import { renderRoute } from './support/render-route';
import { fixtureTrip, OWNER, signInAs } from './support/fixtures';

// The edit form is the create form's editable fields (one TripFields component), with the same checks.
vi.mock('../../src/features/auth', () => import('./support/fixtures').then((m) => m.authStandIn));
vi.mock('../../src/features/trips/api/trips-api', () => ({ loadTrip: vi.fn(), updateTrip: vi.fn() }));

const trip = fixtureTrip();

async function renderEdit() {
  await renderRoute('/edit-trip/olivia-japan', [{ path: '/edit-trip/:tripId', Component: EditTripPage, loader }]);
  return userEvent.setup();
}

beforeEach(() => {
  signInAs(OWNER);
  vi.mocked(api.loadTrip).mockReset().mockResolvedValue(trip);
  vi.mocked(api.updateTrip).mockReset().mockResolvedValue();
});

describe('edit trip form', () => {
  it('shows the shared trip fields, filled from the trip', async () => {
    await renderEdit();
    expect(screen.getByLabelText('Number of People')).toHaveValue(4);
    expect(screen.getByLabelText('Destination')).toHaveValue('Tokyo');
    expect(screen.getByLabelText('Trip Vibe')).toHaveValue('Food');
    // The date picker loads on demand: slow on a busy machine.
    expect(await screen.findByLabelText('Suggested Start Date')).toHaveValue('07/01/2099');
    expect(screen.getByLabelText('Trip Name')).toHaveAttribute('readonly');
  });

  it('names each invalid field in plain words, focuses the first, saves nothing', async () => {
    const user = await renderEdit();
    await user.clear(screen.getByLabelText('Number of People'));
    await user.type(screen.getByLabelText('Number of People'), '101');
    await user.clear(screen.getByLabelText('Destination'));
    await user.click(screen.getByRole('button', { name: 'Update Trip' }));
    expect(screen.getByLabelText('Number of People')).toHaveAccessibleDescription(TRIP_FORM_MESSAGES.numPeople);
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription(
      expect.stringContaining(TRIP_FORM_MESSAGES.destination),
    );
    await waitFor(() => expect(screen.getByLabelText('Number of People')).toHaveFocus());
    expect(api.updateTrip).not.toHaveBeenCalled();
  });

  it('saves the editable fields, parsed', async () => {
    const user = await renderEdit();
    await user.clear(screen.getByLabelText('Number of People'));
    await user.type(screen.getByLabelText('Number of People'), '6');
    await user.click(screen.getByRole('button', { name: 'Update Trip' }));
    await waitFor(() =>
      expect(api.updateTrip).toHaveBeenCalledWith('olivia-japan', {
        numPeople: 6,
        timingFlex: 'flexible',
        destination: 'Tokyo',
        vibe: 'Food',
        sameOrigin: 'yes',
        startDate: trip.startDate,
        endDate: trip.endDate,
      }),
    );
  });
});
