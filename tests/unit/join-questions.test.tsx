// The trip's own join questions (docs/join-questions.md): the join form asks them (a required one
// stops Submit with its message at the field), drafts keep the answers, the save splits them by
// audience; the editor keeps answers on an edit and asks before a delete; the CSV has a column each.
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JoinQuestion } from '@domain/join-questions';
import JoinPage, { loader as joinLoader } from '../../src/features/responses/components/join-page';
import * as api from '../../src/features/responses/api/responses-api';
import * as questionsApi from '../../src/features/join-questions/api/join-questions-api';
import * as profileApi from '../../src/features/profile/api/profile-api';
import JoinQuestionsEditor, {
  EDIT_KEEPS_ANSWERS,
  QUESTION_DELETED,
} from '../../src/features/join-questions/components/join-questions-editor';
import { tripCsv, RESPONSE_COLUMNS } from '../../src/features/admin/trip-csv';
import type { FullResponse } from '../../src/lib/models';
import { renderRoute } from './support/render-route';
import { fixtureTrip, signInAs } from './support/fixtures';

vi.mock('../../src/features/auth', () => import('./support/fixtures').then((m) => m.authStandIn));
vi.mock('../../src/features/auth/api/auth-api', () => import('./support/fixtures').then((m) => m.authApiStandIn));
vi.mock('../../src/features/responses/api/responses-api', () => ({
  loadTripIfMember: vi.fn(),
  loadInvite: vi.fn(),
  loadMyResponse: vi.fn(),
  saveResponse: vi.fn(),
}));
vi.mock('../../src/features/profile/api/profile-api', () => ({ loadProfile: vi.fn(), saveProfileName: vi.fn() }));
vi.mock('../../src/features/join-questions/api/join-questions-api', () => ({ saveJoinQuestions: vi.fn() }));

const TSHIRT: JoinQuestion = {
  id: 'qshirt',
  kind: 'oneChoice',
  label: 'T-shirt size',
  required: true,
  audience: 'group',
  options: ['S', 'M', 'L'],
};
const GUARDIAN: JoinQuestion = {
  id: 'qguardian',
  kind: 'shortText',
  label: "Guardian's phone",
  required: false,
  audience: 'planners',
  options: [],
};
const ACTIVITIES: JoinQuestion = {
  id: 'qactivities',
  kind: 'severalChoices',
  label: 'Activities',
  required: false,
  audience: 'group',
  options: ['Ski', 'Snowboard', 'Spa'],
};
const QUESTIONS = [TSHIRT, GUARDIAN, ACTIVITIES];
const trip = fixtureTrip({ userId: 'organizer', joinQuestions: QUESTIONS });

async function renderJoin() {
  await renderRoute('/join/olivia-japan', [{ path: '/join/:tripId', Component: JoinPage, loader: joinLoader }]);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First Name'), 'Tara');
  await user.type(screen.getByLabelText('Last Name'), 'Traveler');
  await user.type(screen.getByLabelText('Budget'), '$900');
  return user;
}

describe('join questions in the join form', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(api.loadTripIfMember).mockReset().mockResolvedValue(trip);
    vi.mocked(api.loadInvite).mockReset().mockResolvedValue(null);
    vi.mocked(api.loadMyResponse).mockReset().mockResolvedValue(null);
    vi.mocked(api.saveResponse).mockReset().mockResolvedValue(undefined);
    vi.mocked(profileApi.loadProfile).mockReset().mockResolvedValue(null);
    vi.mocked(profileApi.saveProfileName).mockReset().mockResolvedValue(undefined);
    signInAs({ uid: 'traveler', email: 'traveler@example.com' });
  });

  it('a required one-choice question stops Submit with its message at the field', async () => {
    const user = await renderJoin();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const shirt = screen.getByLabelText('T-shirt size');
    expect(shirt).toHaveAttribute('aria-invalid', 'true');
    expect(shirt).toHaveAccessibleDescription('Please answer this question.');
    expect(shirt).toHaveFocus();
    expect(api.saveResponse).not.toHaveBeenCalled();
    await user.selectOptions(shirt, 'M');
    expect(shirt).not.toHaveAttribute('aria-invalid');
  });

  it('saves the answers split by audience: the group in the response, planners-only apart', async () => {
    const user = await renderJoin();
    await user.selectOptions(screen.getByLabelText('T-shirt size'), 'M');
    await user.type(screen.getByLabelText("Guardian's phone"), '555');
    const activities = screen.getByRole('group', { name: 'Activities' });
    await user.click(within(activities).getByRole('checkbox', { name: 'Spa' }));
    await user.click(within(activities).getByRole('checkbox', { name: 'Ski' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument();
    expect(api.saveResponse).toHaveBeenCalledWith(
      'olivia-japan',
      expect.objectContaining({
        customAnswers: { qshirt: 'M', qactivities: ['Ski', 'Spa'] },
        plannerAnswers: { qguardian: '555' },
      }),
      { inviteKey: trip.inviteKey, joining: true },
    );
  });

  it('says which answers only planners see', async () => {
    await renderJoin();
    expect(screen.getByLabelText("Guardian's phone")).toHaveAccessibleDescription('Only our planners see this answer.');
  });

  it('keeps the answers in the draft like the rest of the form', async () => {
    const user = await renderJoin();
    await user.selectOptions(screen.getByLabelText('T-shirt size'), 'L');
    cleanup();
    await renderRoute('/join/olivia-japan', [{ path: '/join/:tripId', Component: JoinPage, loader: joinLoader }]);
    expect(await screen.findByLabelText('T-shirt size')).toHaveValue('L');
    expect(screen.getByText('Restored your unsent answers.')).toBeInTheDocument();
  });

  it('shows the answers already given when editing', async () => {
    vi.mocked(api.loadMyResponse).mockResolvedValue({
      uid: 'traveler',
      firstName: 'Tara',
      lastName: 'Traveler',
      name: 'Tara Traveler',
      email: 'traveler@example.com',
      availability: '',
      availabilityStart: null,
      availabilityEnd: null,
      budget: '$900',
      mustSee: '',
      submittedAt: new Date(2026, 10, 20),
      preferences: '',
      fromLocation: '',
      flexibility: '',
      accommodations: '',
      shareRoom: '',
      specialTravel: '',
      customAnswers: { qshirt: 'S' },
      plannerAnswers: { qguardian: '555' },
    });
    await renderRoute('/join/olivia-japan', [{ path: '/join/:tripId', Component: JoinPage, loader: joinLoader }]);
    expect(await screen.findByLabelText('T-shirt size')).toHaveValue('S');
    expect(screen.getByLabelText("Guardian's phone")).toHaveValue('555');
  });
});

describe('the questions editor', () => {
  beforeEach(() => {
    vi.mocked(questionsApi.saveJoinQuestions).mockReset().mockResolvedValue(undefined);
  });

  it('adds a one-choice question with its choices', async () => {
    const user = userEvent.setup();
    render(<JoinQuestionsEditor tripId="trip-1" initialQuestions={[]} />);
    await user.click(screen.getByText('Add a question'));
    await user.type(screen.getByLabelText('Question'), 'T-shirt size');
    await user.selectOptions(screen.getByLabelText('Answer type'), 'One choice');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give at least two choices.');
    expect(questionsApi.saveJoinQuestions).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Choices'), 'S{Enter}M{Enter}L');
    await user.click(screen.getByLabelText('Required'));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(questionsApi.saveJoinQuestions).toHaveBeenCalledWith('trip-1', [
      expect.objectContaining({ label: 'T-shirt size', kind: 'oneChoice', options: ['S', 'M', 'L'], required: true }),
    ]);
    expect(await screen.findByText('T-shirt size')).toBeInTheDocument();
  });

  it('editing keeps the id (so the answers) and says so', async () => {
    const user = userEvent.setup();
    render(<JoinQuestionsEditor tripId="trip-1" initialQuestions={[TSHIRT]} />);
    await user.click(screen.getByRole('button', { name: 'Edit question: T-shirt size' }));
    const label = screen.getByLabelText('Question');
    await user.clear(label);
    await user.type(label, 'Shirt size');
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(questionsApi.saveJoinQuestions).toHaveBeenCalledWith('trip-1', [{ ...TSHIRT, label: 'Shirt size' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(EDIT_KEEPS_ANSWERS);
  });

  it('asks before deleting, and Cancel keeps the question', async () => {
    const user = userEvent.setup();
    render(<JoinQuestionsEditor tripId="trip-1" initialQuestions={[TSHIRT, GUARDIAN]} />);
    await user.click(screen.getByRole('button', { name: 'Delete question: T-shirt size' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(questionsApi.saveJoinQuestions).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete question: T-shirt size' }));
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    expect(questionsApi.saveJoinQuestions).toHaveBeenCalledWith('trip-1', [GUARDIAN]);
    expect(await screen.findByRole('status')).toHaveTextContent(QUESTION_DELETED);
  });
});

describe('the CSV', () => {
  it('has one column per question, headed by it, with each answer (planners-only ones too)', () => {
    const response = {
      uid: 'u2',
      name: 'Zoë',
      customAnswers: { qshirt: 'M', qactivities: ['Ski', 'Spa'] },
      plannerAnswers: { qguardian: '+1 555' },
    } as unknown as FullResponse;
    const rows = Papa.parse<string[]>(tripCsv(trip, [response]).slice(1)).data;
    const header = rows.findIndex((row) => row[0] === 'name');
    expect(rows[header]).toEqual([...RESPONSE_COLUMNS, 'T-shirt size', "Guardian's phone", 'Activities']);
    expect(rows[header + 1].slice(RESPONSE_COLUMNS.length)).toEqual(['M', "'+1 555", 'Ski, Spa']);
  });
});
