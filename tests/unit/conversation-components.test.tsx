// The trip conversation as a member and a planner meet it, with the live reads and the writes
// stubbed: a message pushed by the listener appears without a reload (another member's, then a
// planner's reply), authors are named (a removed one as "A former traveler"), times are in the
// reader's zone, markup stays text, the author's Edit and Delete, a planner's Hide, sending with
// the labelled box, the rate limit's refusal in an alert, and "Show earlier"; the member's own
// "Mute this conversation" (saved on change, put back when the save fails; none for planners) and
// "@Name" mentions highlighted.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { format } from 'date-fns';
import { Refusal } from '../../src/ui/use-action';
import { TripConversation } from '../../src/features/conversation';
import * as api from '../../src/features/conversation/api/conversation-api';
import { conversationPeople } from '../../src/features/conversation/section';
import type { ThreadKey } from '@domain/conversation';

vi.mock('../../src/features/conversation/api/conversation-api', () => ({
  TOO_MANY_MESSAGES: 'You have sent 20 messages in the last minute. Please wait a moment before sending more.',
  watchThread: vi.fn(),
  sendMessage: vi.fn(async () => {}),
  editMessage: vi.fn(async () => {}),
  deleteMessage: vi.fn(async () => {}),
  setMessageHidden: vi.fn(async () => {}),
  readMuted: vi.fn(async () => false),
  saveMuted: vi.fn(async () => {}),
  loadUnanswered: vi.fn(async () => []),
}));

type Listener = { thread: ThreadKey; count: number; planner: boolean; onView: (view: api.ThreadView) => void };
let listeners: Listener[] = [];
const latest = (kind: 'group' | 'private') => listeners.filter((l) => l.thread.kind === kind).at(-1)!;

const ts = (ms: number) => ({ toMillis: () => ms }) as unknown as NonNullable<api.StoredMessage['createdAt']>;
const NOW = Date.now();
const entry = (id: string, authorUid: string, text: string, overrides: Partial<api.StoredMessage> = {}, at = NOW) => ({
  id,
  at,
  message: {
    authorUid,
    role: 'traveler' as const,
    text,
    createdAt: ts(at),
    editedAt: null,
    hidden: false,
    ...overrides,
  },
});

const people = [
  { uid: 'olivia', name: 'Olivia Park' },
  { uid: 'ana', name: 'Ana Silva' },
  { uid: 'ben', name: 'Ben Ode' },
];

beforeEach(() => {
  listeners = [];
  vi.mocked(api.watchThread).mockImplementation((_tripId, thread, options, onView) => {
    listeners.push({ thread, count: options.count, planner: options.planner, onView });
    return () => {};
  });
});
afterEach(() => vi.clearAllMocks());

const push = (kind: 'group' | 'private', entries: ReturnType<typeof entry>[], more = false) =>
  act(() => latest(kind).onView({ entries, more }));

describe('the trip conversation, as a member', () => {
  it('shows messages as they arrive, without a reload: a member’s, then a planner’s reply', async () => {
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    expect(screen.getByRole('tab', { name: 'Trip chat' })).toHaveAttribute('aria-selected', 'true');
    push('group', []);
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();

    const first = entry('m1', 'ana', 'Shall we book the cooking class?', {}, NOW - 60_000);
    push('group', [first]);
    const list = screen.getByRole('list', { name: 'Messages: Trip chat' });
    expect(within(list).getByText('Shall we book the cooking class?')).toBeInTheDocument();
    expect(within(list).getByText('Ana Silva')).toBeInTheDocument();
    // The time in the reader's zone (date-fns formats in the browser's own).
    expect(within(list).getByText(format(new Date(NOW - 60_000), 'MMM d, h:mm a'))).toBeInTheDocument();

    push('group', [first, entry('m2', 'planner-1', 'Yes, it is included.', { role: 'planner' })]);
    expect(screen.getByText('Yes, it is included.')).toBeInTheDocument();
    expect(screen.getByText('Tripwise planner')).toBeInTheDocument();
  });

  it('names a removed author "A former traveler" and keeps markup and links as text', () => {
    const { container } = render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    push('group', [entry('m1', 'gone', '<b>bold</b> https://example.com')]);
    expect(screen.getByText('A former traveler')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b> https://example.com')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('sends with the labelled box, and clears it', async () => {
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    push('group', []);
    await user.type(screen.getByLabelText('Message'), 'Hello all');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.sendMessage).toHaveBeenCalledWith('bali', { kind: 'group' }, 'ben', 'traveler', 'Hello all');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('says so in an alert when the rate limit refuses a message, and keeps the text', async () => {
    vi.mocked(api.sendMessage).mockRejectedValueOnce(new Refusal(api.TOO_MANY_MESSAGES));
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    await user.type(screen.getByLabelText('Message'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('20 messages in the last minute');
    expect(screen.getByLabelText('Message')).toHaveValue('One more');
  });

  it('offers Edit and Delete on the reader’s own recent message only, not after 15 minutes', async () => {
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    push('group', [
      entry('old', 'ben', 'Old one', {}, NOW - 20 * 60_000),
      entry('theirs', 'ana', 'Ana’s'),
      entry('mine', 'ben', 'Mine', { editedAt: ts(NOW) }),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(items[1]).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(items[1]).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(items[2]).getByText('(edited)')).toBeInTheDocument();

    await user.click(within(items[2]).getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Edit message');
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Mine, fixed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.editMessage).toHaveBeenCalledWith('bali', { kind: 'group' }, 'mine', 'Mine, fixed');

    await user.click(within(screen.getAllByRole('listitem')[2]).getByRole('button', { name: 'Delete' }));
    expect(api.deleteMessage).toHaveBeenCalledWith('bali', { kind: 'group' }, 'mine');
  });

  it('the private tab is the reader’s own thread with the planners; arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    screen.getByRole('tab', { name: 'Trip chat' }).focus();
    await user.keyboard('{ArrowRight}');
    const tab = screen.getByRole('tab', { name: 'Private with planners' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    expect(latest('private').thread).toEqual({ kind: 'private', travelerUid: 'ben' });
    expect(latest('private').planner).toBe(false);
    expect(screen.getByText(/the organizer and the group do not/)).toBeInTheDocument();
  });

  it('shows the newest 50 and asks for earlier ones on request', async () => {
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    expect(latest('group').count).toBe(50);
    const many = Array.from({ length: 50 }, (_, i) => entry(`m${i}`, 'ana', `Message ${i}`, {}, NOW - (50 - i) * 1000));
    push('group', many, true);
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(latest('group').count).toBe(100);
  });
});

describe('Mute this conversation', () => {
  it('shows the saved choice, and saves a change in the member’s own name', async () => {
    vi.mocked(api.readMuted).mockResolvedValueOnce(false);
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    const toggle = screen.getByRole('checkbox', { name: 'Mute this conversation' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(api.readMuted).toHaveBeenCalledWith('bali', 'ben');
    expect(screen.getByText(/At most one email a day/)).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(api.saveMuted).toHaveBeenCalledWith('bali', 'ben', true);
    expect(screen.getByText(/Muted: no daily email of new messages for this trip/)).toBeInTheDocument();

    await user.click(toggle);
    expect(api.saveMuted).toHaveBeenLastCalledWith('bali', 'ben', false);
    expect(toggle).not.toBeChecked();
  });

  it('starts checked when the member muted before', async () => {
    vi.mocked(api.readMuted).mockResolvedValueOnce(true);
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    const toggle = screen.getByRole('checkbox', { name: 'Mute this conversation' });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('puts the switch back and says so when the save is refused', async () => {
    vi.mocked(api.readMuted).mockResolvedValueOnce(false);
    vi.mocked(api.saveMuted).mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    const toggle = screen.getByRole('checkbox', { name: 'Mute this conversation' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the mute. Please try again.');
    expect(toggle).not.toBeChecked();
    expect(logged).toHaveBeenCalledWith('Saving the mute failed', expect.any(Error));
    logged.mockRestore();
  });

  it('is not offered to planners, who get no digest', () => {
    render(<TripConversation tripId="bali" uid="planner-1" planner people={people} />);
    expect(screen.queryByRole('checkbox', { name: 'Mute this conversation' })).toBeNull();
    expect(api.readMuted).not.toHaveBeenCalled();
  });
});

describe('@mentions', () => {
  it('marks "@Name" of someone on the trip, and only them', async () => {
    const { container } = render(<TripConversation tripId="bali" uid="ben" planner={false} people={people} />);
    push('group', [entry('m1', 'ana', '@Olivia and @ben: see you at 8. Mail me at ana@example.com, @Zed')]);
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    // The reader's own mention says so in words, for a screen reader (visually hidden).
    expect(marks).toEqual(['@Olivia', '@ben (mentions you)']);
    expect(container.querySelectorAll('mark.conversation-mention-me')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      '@Olivia and @ben (mentions you): see you at 8. Mail me at ana@example.com, @Zed',
    );
  });
});

describe('the trip conversation, as a planner', () => {
  it('reads hidden messages, hides and shows, and picks whose private thread to read', async () => {
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="planner-1" planner people={people} />);
    expect(latest('group').planner).toBe(true);
    push('group', [entry('m1', 'ana', 'Rude words'), entry('m2', 'ben', 'Gone', { hidden: true })]);
    const items = screen.getAllByRole('listitem');
    await user.click(within(items[0]).getByRole('button', { name: 'Hide' }));
    expect(api.setMessageHidden).toHaveBeenCalledWith('bali', { kind: 'group' }, 'm1', true);
    expect(within(items[1]).getByText('(hidden from travelers)')).toBeInTheDocument();
    await user.click(within(items[1]).getByRole('button', { name: 'Show' }));
    expect(api.setMessageHidden).toHaveBeenCalledWith('bali', { kind: 'group' }, 'm2', false);

    await user.click(screen.getByRole('tab', { name: 'Private threads' }));
    expect(latest('private').thread).toEqual({ kind: 'private', travelerUid: 'olivia' });
    await user.selectOptions(screen.getByLabelText('Traveler'), 'ana');
    expect(latest('private').thread).toEqual({ kind: 'private', travelerUid: 'ana' });
    await user.type(screen.getByLabelText('Message'), 'Your passport?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.sendMessage).toHaveBeenCalledWith(
      'bali',
      { kind: 'private', travelerUid: 'ana' },
      'planner-1',
      'planner',
      'Your passport?',
    );
  });
});

describe('Unanswered, for planners', () => {
  it('lists the travelers whose private thread ends with their message, and opens one', async () => {
    vi.mocked(api.loadUnanswered).mockResolvedValueOnce(['ben']);
    const user = userEvent.setup();
    render(<TripConversation tripId="bali" uid="planner-1" planner people={people} />);
    await user.click(screen.getByRole('tab', { name: 'Private threads' }));
    const unanswered = screen.getByRole('region', { name: 'Unanswered' });
    await user.click(await within(unanswered).findByRole('button', { name: 'Open Ben Ode’s thread' }));
    expect(api.loadUnanswered).toHaveBeenCalledWith('bali', ['olivia', 'ana', 'ben']);
    expect(latest('private').thread).toEqual({ kind: 'private', travelerUid: 'ben' });
    expect(screen.getByLabelText('Traveler')).toHaveValue('ben');

    vi.mocked(api.loadUnanswered).mockResolvedValueOnce([]);
    await user.click(within(unanswered).getByRole('button', { name: 'Check again' }));
    expect(await within(unanswered).findByText('Every private thread has a planner’s answer.')).toBeInTheDocument();
  });
});

describe('conversationPeople', () => {
  it('names the organizer and members from the answers, organizer first', () => {
    const trip = { userId: 'olivia', organizerName: 'Olivia P', joined: ['olivia', 'ana'] };
    expect(conversationPeople(trip as never, [{ uid: 'ana', name: 'Ana Silva' }])).toEqual([
      { uid: 'olivia', name: 'Olivia P' },
      { uid: 'ana', name: 'Ana Silva' },
    ]);
  });
});
