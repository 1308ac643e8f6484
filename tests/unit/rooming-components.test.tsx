// Rooming (docs/booking-details.md, "Rooming"): the planners' rooming view proposes rooms, flags
// one-sided requests, lets planners move people and save, and downloads the rooms CSV; the
// traveler chooses roommates and, privately, whom they would rather not share with.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoomingPanel } from '../../src/features/booking/components/rooming-panel';
import { RoomWishesSection } from '../../src/features/booking/components/room-wishes-section';
import * as api from '../../src/features/booking/api/rooming-api';

vi.mock('../../src/features/booking/api/rooming-api', () => ({
  loadTripRoomWishes: vi.fn(),
  loadRooming: vi.fn(async () => null),
  saveRooming: vi.fn(async () => undefined),
  loadMyRoomWishes: vi.fn(),
  saveMyRoomWishes: vi.fn(async () => undefined),
}));

const travelers = [
  { uid: 'ana', name: 'Ana Rivera' },
  { uid: 'ben', name: 'Ben Ode' },
  { uid: 'cat', name: 'Cat Lim' },
  { uid: 'dan', name: 'Dan Wu' },
];

function wishes() {
  vi.mocked(api.loadTripRoomWishes).mockResolvedValue(
    new Map([
      ['ben', { shareWith: ['dan'], ratherNot: [] }],
      ['dan', { shareWith: ['ben'], ratherNot: [] }],
      ['ana', { shareWith: ['cat'], ratherNot: [] }],
      ['cat', { shareWith: [], ratherNot: ['ana'] }],
    ]),
  );
}

describe('RoomingPanel', () => {
  it('proposes the mutual pair as room 1, flags the one-sided request and never pairs a "rather not"', async () => {
    wishes();
    render(<RoomingPanel tripId="bali" plannerUid="priya" travelers={travelers} />);
    const room1 = await screen.findByRole('heading', { name: /Room 1/ });
    expect(room1.closest('li')).toHaveTextContent('Ben Ode');
    expect(room1.closest('li')).toHaveTextContent('Dan Wu');
    expect(screen.getByText(/Ana Rivera asked to share with Cat Lim, who did not ask back/)).toBeInTheDocument();
    const room2 = screen.getByRole('heading', { name: /Room 2/ }).closest('li')!;
    expect(room2).toHaveTextContent('Ana Rivera');
    expect(room2).not.toHaveTextContent('Cat Lim');
    expect(screen.queryByRole('list', { name: 'Problems with these rooms' })).not.toBeInTheDocument();
  });

  it('moves a traveler, warns of a "rather not" pair and saves the rooms', async () => {
    const user = userEvent.setup();
    wishes();
    vi.mocked(api.saveRooming).mockClear();
    render(<RoomingPanel tripId="bali" plannerUid="priya" travelers={travelers} />);
    await screen.findByRole('heading', { name: /Room 1/ });
    await user.selectOptions(screen.getByLabelText('Beds per room'), '4');
    await user.selectOptions(screen.getByLabelText('Move Cat Lim to'), '1');
    expect(screen.getByRole('list', { name: 'Problems with these rooms' })).toHaveTextContent(
      'Ana Rivera and Cat Lim would rather not share.',
    );
    await user.click(screen.getByRole('button', { name: 'Save rooms' }));
    expect(api.saveRooming).toHaveBeenCalledWith(
      'bali',
      'priya',
      { beds: 4, rooms: [{ number: 1, uids: ['ben', 'dan', 'ana', 'cat'] }] },
      expect.any(Function),
    );
    expect(await screen.findByText(/Rooms saved/)).toBeInTheDocument();
  });

  it('refuses to save a room with more travelers than beds', async () => {
    const user = userEvent.setup();
    wishes();
    render(<RoomingPanel tripId="bali" plannerUid="priya" travelers={travelers} />);
    await screen.findByRole('heading', { name: /Room 1/ });
    await user.selectOptions(screen.getByLabelText('Move Ana Rivera to'), '1');
    expect(screen.getByRole('alert')).toHaveTextContent('A room has more travelers than beds');
    expect(screen.getByRole('button', { name: 'Save rooms' })).toBeDisabled();
  });

  it('downloads the rooms CSV with every traveler by name', async () => {
    const user = userEvent.setup();
    wishes();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:rooms';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<RoomingPanel tripId="bali" plannerUid="priya" travelers={travelers} />);
    await screen.findByRole('heading', { name: /Room 1/ });
    await user.click(screen.getByRole('button', { name: 'Download rooms CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toContain('Room,Beds,Travelers');
    expect(text).toContain('Room 1,2,Ben Ode; Dan Wu');
    expect(text).toContain('Room 2,2,Ana Rivera');
    expect(text).toContain('Room 3,2,Cat Lim');
    click.mockRestore();
  });

  it('shows the saved rooms, not a new proposal', async () => {
    wishes();
    vi.mocked(api.loadRooming).mockResolvedValueOnce({
      beds: 3,
      rooms: [
        { number: 1, uids: ['ana', 'dan'] },
        { number: 2, uids: ['ben', 'cat'] },
      ],
    });
    render(<RoomingPanel tripId="bali" plannerUid="priya" travelers={travelers} />);
    const room1 = await screen.findByRole('heading', { name: /Room 1/ });
    expect(room1.closest('li')).toHaveTextContent('Ana Rivera');
    expect(screen.getByLabelText('Beds per room')).toHaveValue('3');
    expect(screen.getByText('Showing the saved rooms.')).toBeInTheDocument();
  });

  it('says so when the wishes cannot be read', async () => {
    vi.mocked(api.loadTripRoomWishes).mockRejectedValueOnce(new Error('denied'));
    render(<RoomingPanel tripId="bali" plannerUid="priya" travelers={travelers} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the room wishes.");
  });
});

describe('RoomWishesSection', () => {
  const fellows = travelers.filter((t) => t.uid !== 'ana');

  it('saves whom the traveler would like to share with and, privately, would rather not', async () => {
    const user = userEvent.setup();
    vi.mocked(api.loadMyRoomWishes).mockResolvedValue({ shareWith: ['ben'], ratherNot: [] });
    render(<RoomWishesSection tripId="bali" uid="ana" fellows={fellows} />);
    const share = await screen.findByRole('group', { name: 'Who would you like to share a room with?' });
    expect(within(share).getByLabelText('Ben Ode')).toBeChecked();
    const avoid = screen.getByRole('group', { name: 'Anyone you would rather not share with?' });
    expect(avoid).toHaveAccessibleDescription(/Only our planners see this answer/);
    await user.click(within(share).getByLabelText('Cat Lim'));
    await user.click(within(avoid).getByLabelText('Dan Wu'));
    // One person is never in both lists.
    await user.click(within(avoid).getByLabelText('Ben Ode'));
    expect(within(share).getByLabelText('Ben Ode')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save room wishes' }));
    expect(api.saveMyRoomWishes).toHaveBeenCalledWith('bali', 'ana', { shareWith: ['cat'], ratherNot: ['dan', 'ben'] });
    expect(await screen.findByText('Room wishes saved.')).toBeInTheDocument();
  });

  it('reports a failed save', async () => {
    const user = userEvent.setup();
    vi.mocked(api.loadMyRoomWishes).mockResolvedValue({ shareWith: [], ratherNot: [] });
    vi.mocked(api.saveMyRoomWishes).mockRejectedValueOnce(new Error('denied'));
    render(<RoomWishesSection tripId="bali" uid="ana" fellows={fellows} />);
    await user.click(await screen.findByRole('button', { name: 'Save room wishes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your room wishes.");
  });
});
