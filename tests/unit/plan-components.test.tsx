// The plan's two faces, with the plan's reads and writes stubbed: the planners' editor (items for
// the group or named travelers, revisions, reordering, a stale save refused, publishing) and the
// group's "Your plan" (days, the viewer's own items and details, what changed since the version
// they last opened, per-person totals by currency).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_ITEM_FIELDS, type PlanDraftItem, type PublishedItem, type PublishedVersion } from '@domain/plan';
import { PlanEditor, YourPlan } from '../../src/features/plan';
import * as api from '../../src/features/plan/api/plan-api';

// Choices have their own tests (plan-choices-components.test.tsx): here, none.
vi.mock('../../src/features/plan/api/choices-api', () => ({ loadChoices: vi.fn(async () => []) }));
vi.mock('../../src/features/plan/api/room-api', () => import('./support/fixtures').then((m) => m.roomApiStandIn));
// Questions have their own tests (plan-questions-components.test.tsx): here, none asked.
vi.mock('../../src/features/plan/api/questions-api', () => ({
  loadPlanFeedback: vi.fn(async () => ({ questions: [], markers: [], looksGood: [] })),
  askQuestion: vi.fn(),
  setLooksGood: vi.fn(),
}));
vi.mock('../../src/features/plan/api/plan-api', () => ({
  loadDraft: vi.fn(),
  saveDraftItem: vi.fn(async () => {}),
  removeDraftItem: vi.fn(async () => {}),
  publishPlan: vi.fn(),
  loadLatestVersion: vi.fn(async () => null),
  loadPlan: vi.fn(),
  downloadCalendar: vi.fn(),
  loadCalendarToken: vi.fn(async () => null),
  renewCalendarToken: vi.fn(),
  revokeCalendarToken: vi.fn(),
  feedUrl: (token: string) => `https://example.test/planCalendarFeed?token=${token}`,
  webcalUrl: (url: string) => url.replace(/^https:/, 'webcal:'),
}));

const TRAVELERS = [
  { uid: 'olivia', name: 'Olivia (organizer)' },
  { uid: 'ana', name: 'Ana' },
  { uid: 'ben', name: 'Ben' },
];

const draft = (id: string, order: number, fields: Partial<PlanDraftItem>): api.DraftEntry => ({
  id,
  kind: 'activity',
  title: id,
  ...EMPTY_ITEM_FIELDS,
  order,
  rev: 1,
  ...fields,
});

/** Clicks a field and pastes the text: one input event instead of one render per keystroke,
 * which kept the long editor test at its time limit on a busy machine. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('PlanEditor', () => {
  const renderEditor = (items: api.DraftEntry[]) => {
    vi.mocked(api.loadDraft).mockResolvedValue(items);
    render(<PlanEditor tripId="bali" plannerUid="priya" travelers={TRAVELERS} destination="Bali, Indonesia" />);
  };

  it('adds an item for two named travelers, with its price in minor units, as revision 1', async () => {
    const user = userEvent.setup();
    renderEditor([draft('Sunrise hike', 1, { start: { at: '2027-03-27T04:00', zone: 'Asia/Makassar' } })]);
    expect(await screen.findByText('Sunrise hike', { selector: 'strong' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'New plan item' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'flight');
    await enter(user, within(form).getByLabelText('Title'), 'Boston to Denpasar');
    fireEvent.change(within(form).getByLabelText('Starts (local time)'), { target: { value: '2027-03-24T21:40' } });
    // Zones are chosen from a list, which the search narrows; the destination's zone is first.
    await enter(user, within(form).getByLabelText('Search start time zones'), 'new york');
    await user.selectOptions(within(form).getByLabelText('Start time zone'), 'America/New_York');
    fireEvent.change(within(form).getByLabelText('Ends (local time, optional)'), {
      target: { value: '2027-03-26T09:15' },
    });
    expect(within(form).getByLabelText('End time zone')).toHaveValue('Asia/Makassar');
    await user.click(within(form).getByRole('radio', { name: 'Named travelers' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Ana' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Ben' }));
    await enter(user, within(form).getByLabelText('Confirmation code'), 'QX7Z2P');
    await enter(user, within(form).getByLabelText('Price per person'), '845.50');
    await user.click(within(form).getByRole('button', { name: 'Save item' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Boston to Denpasar”.');
    expect(api.saveDraftItem).toHaveBeenLastCalledWith(
      'bali',
      expect.any(String),
      expect.objectContaining({
        kind: 'flight',
        start: { at: '2027-03-24T21:40', zone: 'America/New_York' },
        end: { at: '2027-03-26T09:15', zone: 'Asia/Makassar' },
        travelers: ['ana', 'ben'],
        confirmation: 'QX7Z2P',
        price: { currency: 'USD', perPersonMinor: 84_550, totalMinor: null },
        order: 2,
        rev: 1,
      }),
      'priya',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("starts a new item in the destination's zone, listed first, and shows an error at its field", async () => {
    const user = userEvent.setup();
    vi.mocked(api.saveDraftItem).mockClear();
    renderEditor([]);
    expect(await screen.findByText('The draft plan has no items yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish plan' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const zone = screen.getByLabelText('Start time zone');
    expect(zone).toHaveValue('Asia/Makassar');
    expect(within(zone).getAllByRole('option')[0]).toHaveValue('Asia/Makassar');
    expect(within(zone).getByRole('group', { name: 'At the destination (Bali, Indonesia)' })).toBeInTheDocument();
    // No title: the message is at the Title field, which gets the focus; nothing is saved.
    fireEvent.change(screen.getByLabelText('Starts (local time)'), { target: { value: '2027-03-27T19:00' } });
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Give the item a title.');
    expect(title).toHaveFocus();
    expect(api.saveDraftItem).not.toHaveBeenCalled();
  });

  it("saves an edit as the next revision, reorders between neighbours, and says when another planner's save came first", async () => {
    const user = userEvent.setup();
    const villa = draft('Ubud villa', 1, { kind: 'lodging', checkIn: '2027-03-26', checkOut: '2027-03-28', rev: 4 });
    renderEditor([villa, draft('Cooking class', 2, {}), draft('Beach day', 3, {})]);
    expect(await screen.findByText('Ubud villa', { selector: 'strong' })).toBeVisible();
    // Each item's buttons name the item, so a screen reader hears which one they act on.
    const actions = screen.getByRole('group', { name: 'Actions for Ubud villa' });
    expect(within(actions).getByRole('button', { name: 'Move up Ubud villa' })).toBeDisabled();

    await user.click(within(actions).getByRole('button', { name: 'Move down Ubud villa' }));
    expect(await screen.findByText('Moved “Ubud villa”.')).toBeVisible();
    expect(api.saveDraftItem).toHaveBeenLastCalledWith(
      'bali',
      'Ubud villa',
      expect.objectContaining({ order: 2.5, rev: 5 }),
      'priya',
    );

    vi.mocked(api.saveDraftItem).mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Ubud villa' }));
    const form = screen.getByRole('form', { name: 'Edit Ubud villa' });
    expect(within(form).getByLabelText('Check-in day')).toHaveValue('2027-03-26');
    await enter(user, within(form).getByLabelText('Notes'), 'Pool on the roof');
    await user.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText(/Another planner changed this item since you opened it/)).toBeVisible();
    expect(api.saveDraftItem).toHaveBeenLastCalledWith(
      'bali',
      'Ubud villa',
      expect.objectContaining({ notes: 'Pool on the roof', rev: 5, checkIn: '2027-03-26', start: null }),
      'priya',
    );
    // The form stays open with the planner's text, so nothing they typed is lost.
    expect(within(form).getByLabelText('Notes')).toHaveValue('Pool on the roof');
  });

  it('publishes only after a dialog shows what changes and the plan the group will see', async () => {
    const user = userEvent.setup();
    vi.mocked(api.publishPlan).mockClear();
    vi.mocked(api.publishPlan).mockResolvedValueOnce(2);
    vi.mocked(api.loadLatestVersion).mockResolvedValueOnce({
      version: 1,
      items: [published('Beach day', { start: { at: '2027-03-27T09:00', zone: 'Asia/Makassar' } })],
      changes: [],
      travelerNames: {},
    });
    renderEditor([
      draft('Beach day', 1, { start: { at: '2027-03-27T10:00', zone: 'Asia/Makassar' } }),
      draft('Cooking class', 2, { start: { at: '2027-03-28T16:00', zone: 'Asia/Makassar' } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Publish plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish version 2 of the plan?' });
    expect(within(dialog).getByText('Changed time: Beach day')).toBeVisible();
    expect(within(dialog).getByText('Added: Cooking class')).toBeVisible();
    expect(within(dialog).getByText('Saturday, 27 March 2027')).toBeVisible();
    expect(api.publishPlan).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.publishPlan).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish plan' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Published version 2.');
    expect(api.publishPlan).toHaveBeenCalledWith('bali');
  });
});

const published = (id: string, fields: Partial<PublishedItem>): PublishedItem => ({
  id,
  kind: 'activity',
  title: id,
  ...EMPTY_ITEM_FIELDS,
  order: 1,
  changedIn: 1,
  ...fields,
});

/** Version 2 of a plan for Olivia, Ana and Ben: Ana's flight moved, Ben's added. */
const VERSION_2: PublishedVersion = {
  version: 2,
  items: [
    published('ana-flight', {
      kind: 'flight',
      title: 'Boston to Denpasar',
      start: { at: '2027-03-24T23:05', zone: 'America/New_York' },
      end: { at: '2027-03-26T09:15', zone: 'Asia/Makassar' },
      travelers: ['ana', 'olivia'],
      changedIn: 2,
    }),
    published('ben-flight', {
      kind: 'flight',
      title: 'Denver to Denpasar',
      start: { at: '2027-03-24T18:00', zone: 'America/Denver' },
      travelers: ['ben'],
      changedIn: 2,
    }),
    published('villa', {
      kind: 'lodging',
      title: 'Ubud villa',
      checkIn: '2027-03-26',
      checkOut: '2027-03-28',
      order: 2,
    }),
    published('warung', {
      kind: 'restaurant',
      title: 'Warung dinner',
      start: { at: '2027-03-26T19:00', zone: 'Asia/Makassar' },
      order: 3,
    }),
  ],
  changes: [
    {
      kind: 'changed',
      itemId: 'ana-flight',
      title: 'Boston to Denpasar',
      fields: ['time'],
      travelers: ['ana', 'olivia'],
    },
    { kind: 'added', itemId: 'ben-flight', title: 'Denver to Denpasar', fields: [], travelers: ['ben'] },
  ],
  travelerNames: { ana: 'Ana', ben: 'Ben', olivia: 'Olivia' },
};

describe('YourPlan', () => {
  const renderPlan = (seenVersion: number | null) => {
    if (seenVersion !== null) localStorage.setItem('tripwise.plan-seen.bali.ana', String(seenVersion));
    vi.mocked(api.loadPlan).mockResolvedValue({
      version: VERSION_2,
      own: {
        'ana-flight': {
          confirmation: 'QX7Z2P',
          bookingRef: '',
          price: { currency: 'USD', perPersonMinor: 84_500, totalMinor: null },
        },
        // A total split between the three of the group: 360,00 each.
        villa: {
          confirmation: '',
          bookingRef: 'VILLA-9',
          price: { currency: 'USD', perPersonMinor: null, totalMinor: 108_000 },
        },
        warung: {
          confirmation: '',
          bookingRef: '',
          price: { currency: 'IDR', perPersonMinor: 250_000, totalMinor: null },
        },
      },
    });
    render(<YourPlan tripId="bali" tripName="Bali Retreat" uid="ana" groupSize={3} />);
  };

  it("shows the viewer's items day by day with their own codes, and totals per currency", async () => {
    renderPlan(null);
    expect(await screen.findByText('Version 2')).toBeVisible();
    const days = screen.getAllByRole('region').filter((region) => region.querySelector('.plan-items'));
    expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Wednesday, 24 March 2027',
      'Friday, 26 March 2027',
    ]);
    expect(within(days[0]).getByRole('heading', { name: 'Boston to Denpasar' })).toBeVisible();
    // Lodging and the dinner both start on the 26th, in the planner's order.
    expect(
      within(days[1])
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Ubud villa', 'Warung dinner']);
    // Ben's flight is his, not Ana's: not shown to her.
    expect(screen.queryByText('Denver to Denpasar')).not.toBeInTheDocument();
    expect(screen.getByText('For: Ana, Olivia')).toBeVisible();
    expect(screen.getByText('Confirmation code: QX7Z2P')).toBeVisible();
    expect(screen.getByText('Booking reference: VILLA-9')).toBeVisible();
    expect(screen.getByText('2 nights, check-out Sunday, 28 March 2027')).toBeVisible();
    expect(screen.getByText(/Your total:/)).toHaveTextContent('Your total: $1,205.00 + IDR 250,000');
    // First visit: nothing is marked as changed, and this version is now the one seen.
    expect(screen.queryByRole('heading', { name: 'What changed' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Changed/)).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('tripwise.plan-seen.bali.ana')).toBe('2'));
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  });

  it('marks what changed since the version the viewer last opened, only the changes that concern them', async () => {
    renderPlan(1);
    const changed = await screen.findByRole('heading', { name: 'What changed' });
    const list = changed.parentElement!.querySelector('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Changed time: Boston to Denpasar']);
    const flight = screen.getByRole('heading', { name: 'Boston to Denpasar' }).closest('li')!;
    expect(flight).toHaveTextContent('Flight · Changed');
    const villa = screen.getByRole('heading', { name: 'Ubud villa' }).closest('li')!;
    expect(villa).not.toHaveTextContent('Changed');
  });

  it('says so before the first version is published', async () => {
    vi.mocked(api.loadPlan).mockResolvedValueOnce(null);
    render(<YourPlan tripId="bali" tripName="Bali Retreat" uid="ana" groupSize={3} />);
    expect(await screen.findByText('The planners have not published the plan yet.')).toBeVisible();
  });
});
