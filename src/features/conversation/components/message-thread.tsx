// One thread of the trip conversation (docs/conversation.md): the newest messages, live, with
// "Show earlier", each with its author and time (the reader's zone), the author's Edit and Delete
// while the rules allow them, a planner's Hide; and the box to write in.
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { format } from 'date-fns';
import {
  canChangeMessage,
  MESSAGE_LIMITS,
  messageAuthor,
  type MessageRole,
  type ThreadKey,
} from '@domain/conversation';
import { mentionSegments, type MentionPerson } from '@domain/conversation-mentions';
import { useAction } from '@/ui/use-action';
import {
  deleteMessage,
  editMessage,
  sendMessage,
  setMessageHidden,
  watchThread,
  type MessageEntry,
  type ThreadView,
} from '../api/conversation-api';

export const THREAD_LOAD_ERROR = 'The conversation could not be loaded. Please reload the page to try again.';
const EDIT_TICK_MS = 30_000;

export interface ThreadProps {
  tripId: string;
  thread: ThreadKey;
  uid: string;
  planner: boolean;
  /** uid → name of the people the reader knows by name. */
  names: ReadonlyMap<string, string>;
  /** The uids on the trip now (organizer and members); anyone else is "A former traveler". */
  onTrip: ReadonlySet<string>;
  /** What the thread is, for the list's and the box's accessible names. */
  label: string;
}

/** The clock, moved on every half minute, so Edit and Delete leave when their window closes. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), EDIT_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function MessageThread({ tripId, thread, uid, planner, names, onTrip, label }: ThreadProps) {
  const [count, setCount] = useState<number>(MESSAGE_LIMITS.shown);
  const [view, setView] = useState<ThreadView | null>(null);
  const [loadError, setLoadError] = useState(false);
  const threadKey = thread.kind === 'group' ? 'group' : thread.travelerUid;
  const now = useNow();
  // Whom "@Name" can mention: the people on the trip now (as the functions' mention emails).
  const people: MentionPerson[] = [...names].filter(([id]) => onTrip.has(id)).map(([id, name]) => ({ uid: id, name }));

  useEffect(() => {
    const threadOf: ThreadKey = threadKey === 'group' ? { kind: 'group' } : { kind: 'private', travelerUid: threadKey };
    const onView = (next: ThreadView) => {
      setLoadError(false);
      setView(next);
    };
    return watchThread(tripId, threadOf, { planner, count }, onView, (error) => {
      console.error('Loading the conversation failed', error);
      setLoadError(true);
    });
  }, [tripId, threadKey, planner, count]);

  return (
    <div className="conversation-thread">
      {loadError && <p role="alert">{THREAD_LOAD_ERROR}</p>}
      {!view && !loadError && <p role="status">Loading messages…</p>}
      {view?.more && (
        <button type="button" className="btn btn-secondary" onClick={() => setCount((c) => c + MESSAGE_LIMITS.shown)}>
          Show earlier messages
        </button>
      )}
      {view && view.entries.length === 0 && <p className="muted">No messages yet. Say hello!</p>}
      {view && view.entries.length > 0 && (
        <ol className="conversation-messages" aria-label={`Messages: ${label}`}>
          {view.entries.map((entry) => (
            <MessageItem
              key={entry.id}
              entry={entry}
              tripId={tripId}
              thread={thread}
              uid={uid}
              planner={planner}
              author={messageAuthor(entry.message, names, onTrip)}
              now={now}
              people={people}
            />
          ))}
        </ol>
      )}
      <MessageBox tripId={tripId} thread={thread} uid={uid} role={planner ? 'planner' : 'traveler'} label={label} />
    </div>
  );
}

function MessageItem({
  entry,
  tripId,
  thread,
  uid,
  planner,
  author,
  now,
  people,
}: {
  entry: MessageEntry;
  tripId: string;
  thread: ThreadKey;
  uid: string;
  planner: boolean;
  author: string;
  now: number;
  people: readonly MentionPerson[];
}) {
  const { message, at } = entry;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.text);
  const action = useAction({ log: 'Changing a message failed' });
  const editId = useId();
  const mine = canChangeMessage(message, message.createdAt ? at : null, uid, now);
  const when = new Date(at);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (await action.run(() => editMessage(tripId, thread, entry.id, draft))) setEditing(false);
  }

  return (
    <li className={message.hidden ? 'conversation-message conversation-hidden' : 'conversation-message'}>
      <p className="conversation-meta">
        <strong>{author}</strong> <time dateTime={when.toISOString()}>{format(when, 'MMM d, h:mm a')}</time>
        {message.editedAt && <span className="muted"> (edited)</span>}
        {message.hidden && <span className="muted"> (hidden from travelers)</span>}
      </p>
      {editing ? (
        <form onSubmit={(event) => void save(event)} className="conversation-edit">
          <label htmlFor={editId}>Edit message</label>
          <textarea
            id={editId}
            value={draft}
            maxLength={MESSAGE_LIMITS.maxLength}
            onChange={(event) => setDraft(event.target.value)}
            autoFocus
          />
          <div className="conversation-actions">
            <button type="submit" className="btn btn-primary" disabled={action.busy}>
              Save
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setEditing(false);
                setDraft(message.text);
                action.setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        // Text only: React writes it as text, so markup and links show as typed (never rendered).
        <p className="conversation-text">
          <MessageText text={message.text} people={people} uid={uid} />
        </p>
      )}
      {!editing && (mine || planner) && (
        <div className="conversation-actions">
          {mine && (
            <>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => {
                  setDraft(message.text);
                  setEditing(true);
                }}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={action.busy}
                onClick={() => void action.run(() => deleteMessage(tripId, thread, entry.id))}
              >
                Delete
              </button>
            </>
          )}
          {planner && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={action.busy}
              onClick={() => void action.run(() => setMessageHidden(tripId, thread, entry.id, !message.hidden))}
            >
              {message.hidden ? 'Show' : 'Hide'}
            </button>
          )}
        </div>
      )}
      {action.error && <p role="alert">{action.error}</p>}
    </li>
  );
}

/** The text with each "@Name" of someone on the trip marked; a mention of the reader says so. */
function MessageText({ text, people, uid }: { text: string; people: readonly MentionPerson[]; uid: string }) {
  return (
    <>
      {mentionSegments(text, people).map((segment, index) =>
        segment.mention ? (
          <mark
            key={index}
            className={
              segment.mention === uid ? 'conversation-mention conversation-mention-me' : 'conversation-mention'
            }
          >
            {segment.text}
            {/* The colour alone says nothing to a screen reader, which does not announce <mark>. */}
            {segment.mention === uid && <span className="visually-hidden"> (mentions you)</span>}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

function MessageBox({
  tripId,
  thread,
  uid,
  role,
  label,
}: {
  tripId: string;
  thread: ThreadKey;
  uid: string;
  role: MessageRole;
  label: string;
}) {
  const [text, setText] = useState('');
  const action = useAction({ log: 'Sending a message failed', failure: sendFailure });
  const id = useId();

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (await action.run(() => sendMessage(tripId, thread, uid, role, text))) setText('');
  }
  // Ctrl+Enter (⌘+Enter) sends; Enter alone is a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  }

  return (
    <form className="conversation-box" onSubmit={(event) => void send(event)} aria-label={`Write to ${label}`}>
      <label htmlFor={id}>Message</label>
      <textarea
        id={id}
        value={text}
        maxLength={MESSAGE_LIMITS.maxLength}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="muted">
        Text only. Ctrl+Enter sends.
      </p>
      {action.error && <p role="alert">{action.error}</p>}
      <button type="submit" className="btn btn-primary" disabled={action.busy}>
        Send
      </button>
    </form>
  );
}

function sendFailure(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return code === 'permission-denied'
    ? 'Your message was not sent: you may have sent too many in the last minute, or are no longer on this trip.'
    : 'Your message was not sent. Please check your connection and try again.';
}
