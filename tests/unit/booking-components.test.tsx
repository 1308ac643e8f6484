// The booking feature's views (docs/booking-details.md): the planners' "Ready to book" table shows
// each traveler's flags with the passport number masked until "Show", and the traveler's
// "Booking details" section lists what is still needed.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_BOOKING_DETAILS, type BookingDetailsFields } from '@domain/booking-details';
import { TripReadinessPanel } from '../../src/features/booking/components/trip-readiness-panel';
import { BookingDetailsSection } from '../../src/features/booking/components/booking-details-section';
import * as api from '../../src/features/booking/api/booking-api';
import * as roomingApi from '../../src/features/booking/api/rooming-api';
import { fixtureTrip } from './support/fixtures';

vi.mock('../../src/features/booking/api/booking-api', () => ({
  loadTripBookingDetails: vi.fn(),
  loadMyBookingDetails: vi.fn(),
  saveMyBookingDetails: vi.fn(async () => undefined),
}));
vi.mock('../../src/features/booking/api/rooming-api', () => ({
  loadTripRoomWishes: vi.fn(async () => new Map()),
}));

const details = (over: Partial<BookingDetailsFields> = {}): BookingDetailsFields => ({
  ...EMPTY_BOOKING_DETAILS,
  legalFirstName: 'Dana',
  legalLastName: 'Kim',
  dateOfBirth: '1992-02-17',
  nationality: 'Germany',
  passportNumber: 'C01X00T47',
  passportCountry: 'Germany',
  passportExpiry: '2027-09-01',
  emergencyContactName: 'Jonas Kim',
  emergencyContactPhone: '+49 30 5550 1234',
  ...over,
});
// An international trip returning 1 June 2027 (a trip day is a local Date at midnight).
const trip = fixtureTrip({
  id: 'bali',
  tripType: 'international',
  status: 'ready',
  startDate: new Date(2027, 4, 20),
  endDate: new Date(2027, 5, 1),
});

describe('TripReadinessPanel', () => {
  it('counts the ready travelers, says what fixes each flag and who acts, and masks passports until shown', async () => {
    const user = userEvent.setup();
    vi.mocked(api.loadTripBookingDetails).mockResolvedValue(
      new Map([
        ['dana', details()],
        ['ana', details({ legalFirstName: 'Ana', legalLastName: 'Rivera', passportExpiry: '2030-01-01' })],
      ]),
    );
    render(
      <TripReadinessPanel
        trip={trip}
        travelers={[
          { uid: 'ana', name: 'Ana Rivera' },
          { uid: 'dana', name: 'Dana Kim' },
          { uid: 'eli', name: 'Eli Novak' },
        ]}
      />,
    );
    expect(await screen.findByText('1/3 ready')).toBeInTheDocument();
    const dana = screen.getByRole('row', { name: /Dana Kim/ });
    expect(dana).toHaveTextContent('Passport expires less than 6 months after the return.');
    expect(dana).toHaveTextContent('(Traveler acts)');
    expect(screen.getByRole('row', { name: /Eli Novak/ })).toHaveTextContent('No booking details yet.');
    expect(dana).not.toHaveTextContent('C01X00T47');
    expect(dana).toHaveTextContent('••••••T47');
    await user.click(within(dana).getByRole('button', { name: 'Show passport number of Dana Kim' }));
    expect(dana).toHaveTextContent('C01X00T47');
  });

  it('flags a room request that is not mutual, and downloads the booking details CSV in full', async () => {
    const user = userEvent.setup();
    vi.mocked(api.loadTripBookingDetails).mockResolvedValue(new Map([['dana', details()]]));
    vi.mocked(roomingApi.loadTripRoomWishes).mockResolvedValueOnce(
      new Map([['dana', { shareWith: ['ana'], ratherNot: [] }]]),
    );
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <TripReadinessPanel
        trip={trip}
        travelers={[
          { uid: 'ana', name: 'Ana Rivera' },
          { uid: 'dana', name: 'Dana Kim' },
        ]}
      />,
    );
    const dana = await screen.findByRole('row', { name: /Dana Kim/ });
    await waitFor(() => expect(dana).toHaveTextContent('Asked to share a room with Ana Rivera, who did not ask back.'));
    await user.click(screen.getByRole('button', { name: 'Download booking details CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toContain('Traveler,Legal first name');
    expect(text).toContain('Dana Kim,Dana,');
    expect(text).toContain('C01X00T47');
    click.mockRestore();
  });
});

describe('BookingDetailsSection', () => {
  it('asks to renew a passport expiring too soon, and saves the details the traveler confirms', async () => {
    const user = userEvent.setup();
    vi.mocked(api.loadMyBookingDetails).mockResolvedValue(details());
    render(<BookingDetailsSection trip={trip} uid="dana" />);
    const tasks = await screen.findByRole('group', { name: 'What we need from you' });
    expect(tasks).toHaveTextContent('Your passport expires too soon: renew it or tell us');
    await user.click(screen.getByRole('button', { name: 'Save booking details' }));
    expect(api.saveMyBookingDetails).toHaveBeenCalledWith('bali', 'dana', details());
    expect(await screen.findByText('Booking details saved.')).toBeInTheDocument();
  });

  it('asks nothing once the passport is valid six months after the return', async () => {
    vi.mocked(api.loadMyBookingDetails).mockResolvedValue(details({ passportExpiry: '2027-12-01' }));
    render(<BookingDetailsSection trip={trip} uid="dana" />);
    expect(await screen.findByRole('button', { name: 'Save booking details' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'What we need from you' })).not.toBeInTheDocument();
  });

  it('refuses to save an international trip without a passport number', async () => {
    const user = userEvent.setup();
    vi.mocked(api.loadMyBookingDetails).mockResolvedValue(null);
    vi.mocked(api.saveMyBookingDetails).mockClear();
    render(<BookingDetailsSection trip={trip} uid="eli" />);
    expect(await screen.findByRole('group', { name: 'What we need from you' })).toHaveTextContent(
      'Add your passport details',
    );
    await user.click(screen.getByRole('button', { name: 'Save booking details' }));
    expect(screen.getByLabelText('Passport number')).toHaveAccessibleDescription('Enter your passport number.');
    expect(api.saveMyBookingDetails).not.toHaveBeenCalled();
  });
});
