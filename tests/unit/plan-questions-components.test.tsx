// Questions and "Looks good" as a member and a planner meet them, with the reads and writes
// stubbed: under an item of "Your plan" the member's own question with its answer, only a line
// for someone else's, "Looks good" as a toggle, asking (to the planners or the whole group);
// the planners' "Open questions" with the trip and the item, answered and resolved in place.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EMPTY_ITEM_FIELDS, type PublishedItem } from '@domain/plan';
import { YourPlan } from '../../src/features/plan';
import * as planApi from '../../src/features/plan/api/plan-api';
import * as questionsApi from '../../src/features/plan/api/questions-api';
import * as openApi from '../../src/features/admin/api/questions-api';
import OpenQuestionsPage from '../../src/features/admin/components/open-questions-page';

vi.mock('../../src/features/plan/api/room-api', () => import('./support/fixtures').then((m) => m.roomApiStandIn));
// Choices have their own tests (plan-choices-components.test.tsx): here, none.
vi.mock('../../src/features/plan/api/choices-api', () => ({ loadChoices: vi.fn(async () => []) }));
vi.mock('../../src/features/plan/api/plan-api', () => ({
  loadPlan: vi.fn(),
  downloadCalendar: vi.fn(),
  loadCalendarToken: vi.fn(async () => null),
  renewCalendarToken: vi.fn(),
  revokeCalendarToken: vi.fn(),
  feedUrl: (token: string) => token,
  webcalUrl: (url: string) => url,
}));
vi.mock('../../src/features/plan/api/questions-api', () => ({
  loadPlanFeedback: vi.fn(),
  askQuestion: vi.fn(),
  setLooksGood: vi.fn(async () => {}),
}));
vi.mock('../../src/features/admin/api/questions-api', () => ({
  loadOpenQuestions: vi.fn(),
  answerQuestion: vi.fn(async () => {}),
  resolveQuestion: vi.fn(async () => {}),
}));

const item = (id: string, title: string, order: number): PublishedItem => ({
  id,
  kind: 'activity',
  title,
  ...EMPTY_ITEM_FIELDS,
  start: { at: `2027-03-2${order}T09:00`, zone: 'Asia/Makassar' },
  order,
  changedIn: 1,
});

const stored = (overrides: Partial<questionsApi.StoredQuestion>): questionsApi.StoredQuestion => ({
  tripId: 'bali',
  itemId: 'villa',
  itemTitle: 'Ubud villa',
  version: 1,
  askerUid: 'ana',
  askerName: 'Ana Silva',
  text: 'Is the airport transfer included?',
  toGroup: false,
  createdAt: null,
  answer: null,
  resolved: false,
  resolvedBy: null,
  resolvedAt: null,
  ...overrides,
});

function renderPlan(feedback: questionsApi.PlanFeedback, organizer = false) {
  vi.mocked(planApi.loadPlan).mockResolvedValue({
    version: {
      version: 1,
      items: [item('villa', 'Ubud villa', 1), item('trek', 'Sunrise trek', 2)],
      changes: [],
      travelerNames: { ana: 'Ana Silva' },
    },
    own: {},
  });
  vi.mocked(questionsApi.loadPlanFeedback).mockResolvedValue(feedback);
  render(<YourPlan tripId="bali" tripName="Bali Retreat" uid="ana" groupSize={3} organizer={organizer} />);
}

const itemCard = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 4 })).closest('li') as HTMLElement;

describe('questions under "Your plan"', () => {
  it("shows the member's own question with its answer, and only a line for someone else's", async () => {
    renderPlan({
      questions: [
        {
          id: 'q1',
          at: 1,
          question: stored({ answer: { text: 'Yes, a driver meets you.', uid: 'p', name: 'Pat', at: null } }),
        },
      ],
      markers: [
        { id: 'q1', at: 1, marker: { itemId: 'villa', answered: true, askedAt: null } },
        { id: 'q2', at: 2, marker: { itemId: 'trek', answered: true, askedAt: null } },
        { id: 'q3', at: 3, marker: { itemId: 'trek', answered: false, askedAt: null } },
      ],
      looksGood: [],
    });
    const villa = await itemCard('Ubud villa');
    const questions = await within(villa).findByRole('list', { name: 'Questions about Ubud villa' });
    expect(questions).toHaveTextContent('You asked: Is the airport transfer included?');
    expect(questions).toHaveTextContent('Answer from Pat: Yes, a driver meets you.');
    expect(within(villa).queryByText('A question was asked and answered.')).toBeNull();
    const trek = await itemCard('Sunrise trek');
    expect(within(trek).getByText('A question was asked and answered.')).toBeVisible();
    expect(within(trek).getByText('A question was asked; the planners have not answered yet.')).toBeVisible();
    expect(vi.mocked(questionsApi.loadPlanFeedback)).toHaveBeenCalledWith('bali', 'ana', false);
  });

  it('"Looks good" is a toggle of the member\'s own mark', async () => {
    const user = userEvent.setup();
    renderPlan({ questions: [], markers: [], looksGood: ['trek'] });
    const villa = await itemCard('Ubud villa');
    const looksGood = await within(villa).findByRole('button', { name: 'Looks good' });
    expect(looksGood).toHaveAttribute('aria-pressed', 'false');
    await user.click(looksGood);
    expect(vi.mocked(questionsApi.setLooksGood)).toHaveBeenLastCalledWith('bali', 'ana', 'villa', 1, true);
    expect(looksGood).toHaveAttribute('aria-pressed', 'true');
    expect(within(villa).getByRole('status')).toHaveTextContent('You said this looks good.');
    const trek = within(await itemCard('Sunrise trek')).getByRole('button', { name: 'Looks good' });
    expect(trek).toHaveAttribute('aria-pressed', 'true');
    await user.click(trek);
    expect(vi.mocked(questionsApi.setLooksGood)).toHaveBeenLastCalledWith('bali', 'ana', 'trek', 1, false);
    expect(trek).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a question, to the whole group when ticked, and refuses a blank one', async () => {
    const user = userEvent.setup();
    renderPlan({ questions: [], markers: [], looksGood: [] }, true);
    vi.mocked(questionsApi.askQuestion).mockImplementation(async (tripId, uid, asked) => ({
      id: 'new',
      at: 5,
      question: stored({ ...asked, tripId, askerUid: uid }),
    }));
    const trek = await itemCard('Sunrise trek');
    await user.click(await within(trek).findByRole('button', { name: 'Ask a question' }));
    const form = within(trek).getByRole('form', { name: 'Ask a question about Sunrise trek' });
    await user.click(within(form).getByRole('button', { name: 'Ask a question' }));
    expect(within(trek).getByRole('alert')).toHaveTextContent('Write your question.');
    expect(questionsApi.askQuestion).not.toHaveBeenCalled();

    await user.click(within(form).getByLabelText('Your question'));
    await user.paste('When is the pickup?');
    await user.click(within(form).getByRole('checkbox', { name: 'Ask the whole group' }));
    expect(form).toHaveTextContent('Everyone on the trip will see your question and the answer.');
    await user.click(within(form).getByRole('button', { name: 'Ask a question' }));
    expect(vi.mocked(questionsApi.askQuestion)).toHaveBeenCalledWith('bali', 'ana', {
      itemId: 'trek',
      itemTitle: 'Sunrise trek',
      version: 1,
      askerName: 'Ana Silva',
      text: 'When is the pickup?',
      toGroup: true,
    });
    expect(await within(trek).findByRole('list', { name: 'Questions about Sunrise trek' })).toHaveTextContent(
      'You asked the whole group: When is the pickup?',
    );
    expect(within(trek).getByText('Waiting for an answer from the planners.')).toBeVisible();
    expect(vi.mocked(questionsApi.loadPlanFeedback)).toHaveBeenCalledWith('bali', 'ana', true);
  });
});

describe('Open questions (planners)', () => {
  it('lists the trip and the item, answers in place and resolves', async () => {
    const user = userEvent.setup();
    const open = (id: string, tripName: string, mine: boolean, question: questionsApi.StoredQuestion) => ({
      id,
      at: 1,
      tripId: tripName.toLowerCase().replace(/\s/g, '-'),
      tripName,
      mine,
      question,
    });
    vi.mocked(openApi.loadOpenQuestions).mockResolvedValue([
      open('q1', 'Bali Retreat', true, stored({})),
      open('q2', 'Summer in Japan', false, stored({ itemTitle: 'Ryokan', text: 'Breakfast?', toGroup: true })),
    ]);
    const stamp = { uid: 'pat', name: 'Pat' };
    const router = createMemoryRouter(
      [
        {
          path: '/admin/questions',
          loader: async () => ({ planner: true as const, questions: await openApi.loadOpenQuestions('pat'), stamp }),
          Component: OpenQuestionsPage,
        },
      ],
      { initialEntries: ['/admin/questions'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Open questions', level: 1 })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Open questions' });
    const [bali, japan] = within(list).getAllByRole('listitem');
    expect(bali).toHaveTextContent('Ubud villa');
    expect(within(bali).getByRole('link', { name: 'Bali Retreat' })).toHaveAttribute(
      'href',
      '/admin/responses/bali-retreat',
    );
    expect(bali).toHaveTextContent('Your trip');
    expect(japan).toHaveTextContent('Asked the whole group');

    await user.click(within(bali).getByRole('button', { name: 'Answer' }));
    expect(within(bali).getByRole('alert')).toHaveTextContent('Write an answer.');
    await user.click(within(bali).getByLabelText('Your answer'));
    await user.paste('Yes, a driver meets you.');
    await user.click(within(bali).getByRole('button', { name: 'Answer' }));
    expect(vi.mocked(openApi.answerQuestion)).toHaveBeenCalledWith(
      'bali-retreat',
      'q1',
      'Yes, a driver meets you.',
      stamp,
    );
    expect(await within(bali).findByText('Yes, a driver meets you.', { exact: false })).toBeVisible();

    await user.click(within(bali).getByRole('button', { name: 'Mark resolved' }));
    expect(vi.mocked(openApi.resolveQuestion)).toHaveBeenCalledWith('bali-retreat', 'q1', stamp);
    expect(await screen.findByRole('status')).toHaveTextContent('Resolved: Ubud villa on Bali Retreat.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
