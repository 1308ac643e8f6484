// The choices' views with their reads and writes stubbed (docs/decide-together.md): a member who
// has not answered sees the question first and saves once every option has an answer; the tally
// and who answered what come from the votes; the organizer confirms; the planner makes a draft
// item a choice with a deadline on the trip's clock.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deadlineInstant, type ChoiceOption } from '@domain/plan-choices';
import { ChoicePanel } from '../../src/features/plan/components/choice-panel';
import { ChoiceEditor } from '../../src/features/plan/components/choice-editor';
import * as api from '../../src/features/plan/api/choices-api';
import { VOTE_FAILED } from '../../src/features/plan/components/use-vote';

vi.mock('../../src/features/plan/api/choices-api', () => ({
  loadChoices: vi.fn(async () => []),
  saveVote: vi.fn(async () => {}),
  saveChoice: vi.fn(async () => {}),
  removeChoice: vi.fn(async () => {}),
  confirmChoice: vi.fn(async () => 3),
}));

const option = (id: 'a' | 'b', title: string, perPersonMinor: number): ChoiceOption => ({
  id,
  title,
  start: null,
  end: null,
  checkIn: '2027-03-26',
  checkOut: '2027-03-29',
  price: { currency: 'USD', perPersonMinor, totalMinor: null },
  link: 'https://hotels.example.com',
});

const deadlineLocal = { at: '2099-03-01T18:00', zone: 'Asia/Makassar' };
const hotel: api.LoadedChoice = {
  id: 'hotel',
  kind: 'pick',
  itemKind: 'lodging',
  title: 'Where we stay in Ubud',
  options: [option('a', 'Jungle Lodge', 42_000), option('b', 'Rice Terrace Villa', 55_000)],
  deadlineLocal,
  deadlineMillis: deadlineInstant(deadlineLocal),
  status: 'open',
  confirmedOption: null,
  votes: [{ uid: 'ben', answers: { a: 'no', b: 'yes' } }],
  loadedAt: Date.now(),
};
const dayTrip: api.LoadedChoice = {
  ...hotel,
  id: 'daytrip',
  kind: 'whoIsIn',
  itemKind: 'activity',
  title: 'Mount Batur sunrise',
  options: [],
  votes: [{ uid: 'ana', answers: { going: 'in' } }],
};
const NAMES = { olivia: 'Olivia', ana: 'Ana Silva', ben: 'Ben Okafor' };

function renderPanel(uid: string, canConfirm = false) {
  const onVoted = vi.fn();
  const onConfirmed = vi.fn();
  render(
    <ChoicePanel
      tripId="bali"
      uid={uid}
      members={['olivia', 'ana', 'ben']}
      names={NAMES}
      choices={[dayTrip, hotel]}
      canConfirm={canConfirm}
      onVoted={onVoted}
      onConfirmed={onConfirmed}
    />,
  );
  return { onVoted, onConfirmed };
}

describe('Decide together', () => {
  it('shows a member what waits for their answer first, and saves once every option is answered', async () => {
    const user = userEvent.setup();
    const { onVoted } = renderPanel('ana');
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('choice-card'));
    // Ana answered the day trip, not the hotel: the hotel comes first, its question before the tally.
    expect(within(cards[0]).getByRole('article', { name: 'Where we stay in Ubud' })).toBeVisible();
    expect(
      within(cards[0]).getByText('Your answer is needed by Sun, 1 Mar 2099, 18:00 (Asia/Makassar).'),
    ).toBeVisible();
    expect(within(cards[0]).getByText('Rice Terrace Villa: Yes 1 · If need be 0 · No 0')).toBeVisible();
    expect(within(cards[0]).getByText('Ben Okafor: Jungle Lodge No, Rice Terrace Villa Yes')).toBeVisible();
    expect(within(cards[0]).getByText('Not answered yet: Olivia, Ana Silva')).toBeVisible();

    const lodge = within(cards[0]).getByRole('group', { name: 'Jungle Lodge' });
    expect(within(lodge).getByText(/\$420\.00 per person/)).toBeVisible();
    await user.click(within(lodge).getByRole('radio', { name: 'Yes' }));
    expect(api.saveVote).not.toHaveBeenCalled();
    expect(within(cards[0]).getByRole('status')).toHaveTextContent('Answer every option to save your answer.');
    const villa = within(cards[0]).getByRole('group', { name: 'Rice Terrace Villa' });
    await user.click(within(villa).getByRole('radio', { name: 'If need be' }));
    await waitFor(() => expect(api.saveVote).toHaveBeenCalledWith('bali', 'hotel', 'ana', { a: 'yes', b: 'ifNeedBe' }));
    expect(onVoted).toHaveBeenCalled();
    // No confirming for a member.
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('asks who is in with In and Out, and counts who is in', async () => {
    const user = userEvent.setup();
    renderPanel('ben');
    const group = screen.getByRole('group', { name: 'Are you in for Mount Batur sunrise?' });
    await user.click(within(group).getByRole('radio', { name: 'Out' }));
    await waitFor(() => expect(api.saveVote).toHaveBeenCalledWith('bali', 'daytrip', 'ben', { going: 'out' }));
    expect(screen.getByText('In: 1 (Ana Silva)')).toBeVisible();
  });

  it('says in an alert when the answer could not be saved, and saves on the next pick', async () => {
    const user = userEvent.setup();
    const { onVoted } = renderPanel('ben');
    vi.mocked(api.saveVote).mockClear().mockRejectedValueOnce(new Error('permission-denied'));
    const group = screen.getByRole('group', { name: 'Are you in for Mount Batur sunrise?' });
    await user.click(within(group).getByRole('radio', { name: 'In' }));
    const card = screen.getByRole('article', { name: 'Mount Batur sunrise' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(VOTE_FAILED);
    expect(within(card).queryByRole('status')).toBeNull();
    expect(onVoted).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('radio', { name: 'Out' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved your answer.'));
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(api.saveVote).toHaveBeenLastCalledWith('bali', 'daytrip', 'ben', { going: 'out' });
    expect(onVoted).toHaveBeenCalledTimes(1);
  });

  it('stores the latest pick made while an answer is being saved', async () => {
    const user = userEvent.setup();
    renderPanel('ben');
    let finish: () => void = () => {};
    vi.mocked(api.saveVote)
      .mockClear()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const group = screen.getByRole('group', { name: 'Are you in for Mount Batur sunrise?' });
    await user.click(within(group).getByRole('radio', { name: 'In' }));
    expect(screen.getByRole('article', { name: 'Mount Batur sunrise' })).toHaveTextContent('Saving…');
    await user.click(within(group).getByRole('radio', { name: 'Out' }));
    finish();
    await waitFor(() => expect(api.saveVote).toHaveBeenCalledTimes(2));
    expect(api.saveVote).toHaveBeenLastCalledWith('bali', 'daytrip', 'ben', { going: 'out' });
  });

  it('lets the organizer confirm an option, the one the group leans to first', async () => {
    const user = userEvent.setup();
    const { onConfirmed } = renderPanel('olivia', true);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(screen.getByLabelText('Option to confirm')).toHaveValue('b');
    await user.click(confirm);
    // It asks first, naming the option and who is emailed; nothing is confirmed until "Yes, confirm".
    const dialog = screen.getByRole('alertdialog', { name: /^Confirm “.+”\?$/ });
    expect(dialog).toHaveTextContent('Everyone on the trip is emailed the result.');
    expect(api.confirmChoice).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));
    await waitFor(() => expect(api.confirmChoice).toHaveBeenCalledWith('bali', 'hotel', 'b'));
    expect(onConfirmed).toHaveBeenCalled();
  });
});

describe('Make this a choice', () => {
  it('saves two options and a deadline on the trip’s clock', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <ChoiceEditor
        tripId="bali"
        item={{ id: 'hotel', title: 'Hotel in Ubud', kind: 'lodging' }}
        plannerUid="priya"
        zone="Asia/Makassar"
        onDone={onDone}
        onCancel={() => {}}
      />,
    );
    const form = screen.getByRole('form', { name: 'Choice for Hotel in Ubud' });
    for (const [index, title, price] of [
      [1, 'Jungle Lodge', '420'],
      [2, 'Rice Terrace Villa', '550'],
    ] as const) {
      const fields = within(form).getByRole('group', { name: `Option ${index}` });
      fireEvent.change(within(fields).getByLabelText('Option title'), { target: { value: title } });
      fireEvent.change(within(fields).getByLabelText('Check-in day'), { target: { value: '2027-03-26' } });
      fireEvent.change(within(fields).getByLabelText('Check-out day'), { target: { value: '2027-03-29' } });
      fireEvent.change(within(fields).getByLabelText('Price per person'), { target: { value: price } });
    }
    fireEvent.change(within(form).getByLabelText('Deadline'), { target: { value: '2099-03-01T18:00' } });
    expect(within(form).getByLabelText('Deadline time zone')).toHaveValue('Asia/Makassar');
    await user.click(within(form).getByRole('button', { name: 'Save choice' }));
    await waitFor(() => expect(api.saveChoice).toHaveBeenCalled());
    const [tripId, itemId, saved, planner] = vi.mocked(api.saveChoice).mock.calls[0];
    expect([tripId, itemId, planner]).toEqual(['bali', 'hotel', 'priya']);
    expect(saved.deadlineMillis).toBe(Date.UTC(2099, 2, 1, 10, 0));
    expect(saved.options.map((o) => [o.id, o.title, o.price?.perPersonMinor])).toEqual([
      ['a', 'Jungle Lodge', 42_000],
      ['b', 'Rice Terrace Villa', 55_000],
    ]);
    expect(onDone).toHaveBeenCalledWith(expect.stringContaining('Sun, 1 Mar 2099, 18:00 (Asia/Makassar)'));
  });
});
