// The planners' plan editor on the trip's admin page: add, edit, reorder and remove draft
// items, each for the whole group or named travelers, then publish the draft as version N.
// Every save writes the item's next revision; a stale save is refused by the rules and the
// editor says so instead of overwriting another planner's work (docs/trip-plan.md).
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  isTimeZone,
  PLAN_ITEM_KINDS,
  PLAN_KIND_LABELS,
  planItemProblem,
  type PlanDraftItem,
  type PlanItemKind,
} from '@domain/plan';
import { useLoaded } from '@/lib/use-loaded';
import { SelectField, TextAreaField, TextField } from '@/ui/field';
import { BusyButton } from '@/ui/busy-button';
import { useAction } from '@/ui/use-action';
import { loadDraft, publishPlan, removeDraftItem, saveDraftItem, type DraftEntry } from '../api/plan-api';
import { whenText } from '../plan-view';
import { ChoiceEditor, DraftChoiceSummary } from './choice-editor';
import { useChoices } from './use-choices';
import '../plan.css';

export interface PlanTraveler {
  uid: string;
  name: string;
}

interface Props {
  tripId: string;
  plannerUid: string;
  travelers: PlanTraveler[];
}

interface FormState {
  kind: PlanItemKind;
  title: string;
  startAt: string;
  startZone: string;
  endAt: string;
  endZone: string;
  checkIn: string;
  checkOut: string;
  place: string;
  mapLink: string;
  link: string;
  notes: string;
  forEveryone: boolean;
  named: string[];
  confirmation: string;
  bookingRef: string;
  currency: string;
  perPerson: string;
  total: string;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function emptyForm(zone: string): FormState {
  return {
    kind: 'activity',
    title: '',
    startAt: '',
    startZone: zone,
    endAt: '',
    endZone: zone,
    checkIn: '',
    checkOut: '',
    place: '',
    mapLink: '',
    link: '',
    notes: '',
    forEveryone: true,
    named: [],
    confirmation: '',
    bookingRef: '',
    currency: 'USD',
    perPerson: '',
    total: '',
  };
}

function digitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** '845.50' in USD -> 84550; '' -> null; anything else -> NaN (refused by the check). */
function toMinor(text: string, currency: string): number | null {
  if (text.trim() === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return Number.NaN;
  return Math.round(Number(text) * 10 ** digitsOf(currency));
}

const fromMinor = (amount: number | null, currency: string) =>
  amount === null ? '' : String(amount / 10 ** digitsOf(currency));

function formOf(item: DraftEntry): FormState {
  return {
    kind: item.kind,
    title: item.title,
    startAt: item.start?.at ?? '',
    startZone: item.start?.zone ?? browserZone(),
    endAt: item.end?.at ?? '',
    endZone: item.end?.zone ?? item.start?.zone ?? browserZone(),
    checkIn: item.checkIn ?? '',
    checkOut: item.checkOut ?? '',
    place: item.place,
    mapLink: item.mapLink,
    link: item.link,
    notes: item.notes,
    forEveryone: item.travelers === 'all',
    named: item.travelers === 'all' ? [] : item.travelers,
    confirmation: item.confirmation,
    bookingRef: item.bookingRef,
    currency: item.price?.currency ?? 'USD',
    perPerson: fromMinor(item.price?.perPersonMinor ?? null, item.price?.currency ?? 'USD'),
    total: fromMinor(item.price?.totalMinor ?? null, item.price?.currency ?? 'USD'),
  };
}

function itemOf(form: FormState, order: number, rev: number): PlanDraftItem {
  const lodging = form.kind === 'lodging';
  const currency = form.currency.trim().toUpperCase();
  const perPersonMinor = toMinor(form.perPerson, currency);
  const totalMinor = toMinor(form.total, currency);
  return {
    kind: form.kind,
    title: form.title.trim(),
    start: lodging ? null : { at: form.startAt, zone: form.startZone.trim() },
    end: lodging || form.endAt === '' ? null : { at: form.endAt, zone: form.endZone.trim() },
    checkIn: lodging ? form.checkIn : null,
    checkOut: lodging ? form.checkOut : null,
    place: form.place.trim(),
    mapLink: form.mapLink.trim(),
    link: form.link.trim(),
    notes: form.notes.trim(),
    travelers: form.forEveryone ? 'all' : form.named,
    order,
    confirmation: form.confirmation.trim(),
    bookingRef: form.bookingRef.trim(),
    price: perPersonMinor === null && totalMinor === null ? null : { currency, perPersonMinor, totalMinor },
    rev,
  };
}

const STALE =
  'Another planner changed this item since you opened it. Reload the page to see their version, then edit again.';

export function PlanEditor({ tripId, plannerUid, travelers }: Props) {
  const [reload, setReload] = useState(0);
  const loaded = useLoaded(`${tripId}#${reload}`, () => loadDraft(tripId));
  const [editing, setEditing] = useState<DraftEntry | 'new' | null>(null);
  const [form, setForm] = useState<FormState>(() => emptyForm(browserZone()));
  const [problem, setProblem] = useState<string | null>(null);
  // What the last write did (role="status"), or why it failed (role="alert"): one line, the latest.
  const [status, setStatus] = useState<string | null>(null);
  const { busy, error: failed, setError: setFailed, run } = useAction();
  const tell = (message: string) => {
    setStatus(message);
    setFailed(null);
  };
  // After a save the draft loads again; the list keeps showing the last one meanwhile instead of
  // emptying under the planner's pointer.
  const [items, setItems] = useState<DraftEntry[]>([]);
  if (loaded.status === 'done' && loaded.value !== items) setItems(loaded.value);
  // Choices on draft items (docs/decide-together.md): the item being made a choice, and the choices.
  const [choosing, setChoosing] = useState<DraftEntry | null>(null);
  const choices = useChoices(tripId, reload);
  const travelerUids = travelers.map((t) => t.uid);
  // The trip's zone, as the plan knows it: the first timed item's.
  const tripZone = items.find((i) => i.start)?.start?.zone ?? browserZone();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  // The text fields' value and change handler, keyed by the form field they edit.
  type TextKey = { [K in keyof FormState]: FormState[K] extends string ? K : never }[keyof FormState];
  const bind = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });

  function startNew() {
    setEditing('new');
    setForm(emptyForm(items.at(-1)?.start?.zone ?? browserZone()));
    setProblem(null);
  }

  /** Runs a write, then says what it did (`done` of its result) or why it failed. */
  async function act<T>(action: () => Promise<T>, done: (result: T) => string, failure: string) {
    setStatus(null);
    await run(
      async () => {
        setStatus(done(await action()));
        setReload((n) => n + 1);
      },
      {
        failure: (error) =>
          (error as { code?: unknown }).code === 'permission-denied'
            ? STALE
            : `${failure} ${error instanceof Error ? error.message : ''}`,
      },
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const existing = editing !== 'new' ? editing : null;
    const order = existing?.order ?? (items.at(-1)?.order ?? 0) + 1;
    const item = itemOf(form, order, existing ? existing.rev + 1 : 1);
    if (!isTimeZone(form.startZone.trim()) && form.kind !== 'lodging') {
      setProblem('Give the time zone as an IANA name, like America/New_York.');
      return;
    }
    const found = planItemProblem(item);
    if (found) {
      setProblem(found);
      return;
    }
    setProblem(null);
    const id = existing?.id ?? crypto.randomUUID();
    await act(
      async () => {
        await saveDraftItem(tripId, id, item, plannerUid);
        setEditing(null);
      },
      () => `Saved “${item.title}”.`,
      "We couldn't save the item.",
    );
  }

  /** Swaps an item's place with its neighbour's by giving it an order between the next two. */
  function move(index: number, step: -1 | 1) {
    const target = index + step;
    if (target < 0 || target >= items.length) return;
    const beyond = items[target + step];
    const edge = items[target].order + step;
    const order = beyond ? (items[target].order + beyond.order) / 2 : edge;
    const item = items[index];
    const { id: _id, ...stored } = item;
    void act(
      () => saveDraftItem(tripId, item.id, { ...stored, order, rev: item.rev + 1 }, plannerUid),
      () => `Moved “${item.title}”.`,
      "We couldn't move the item.",
    );
  }

  const travelerName = (uid: string) => travelers.find((t) => t.uid === uid)?.name ?? 'A traveler';

  return (
    <section className="admin-section plan-editor" aria-labelledby="plan-editor-heading">
      <h2 id="plan-editor-heading">Trip plan</h2>
      {loaded.status === 'pending' && reload === 0 && <p role="status">Loading the draft…</p>}
      {loaded.status === 'failed' && <p role="alert">We couldn't load the draft plan. Reload the page.</p>}
      {loaded.status === 'done' && items.length === 0 && <p className="muted">The draft plan has no items yet.</p>}
      <ol className="plan-draft-list">
        {items.map((item, index) => (
          <li key={item.id} className="plan-draft-item">
            <div>
              <strong>{item.title}</strong> <span className="muted">({PLAN_KIND_LABELS[item.kind]})</span>
              <p className="muted">
                {whenText({ ...item, changedIn: 0 })} ·{' '}
                {item.travelers === 'all' ? 'Everyone' : item.travelers.map(travelerName).join(', ')}
              </p>
            </div>
            <div className="plan-actions" role="group" aria-label={`Actions for ${item.title}`}>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Edit ${item.title}`}
                onClick={() => {
                  setEditing(item);
                  setForm(formOf(item));
                  setProblem(null);
                }}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Move up ${item.title}`}
                disabled={index === 0 || busy}
                onClick={() => move(index, -1)}
              >
                Move up
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Move down ${item.title}`}
                disabled={index === items.length - 1 || busy}
                onClick={() => move(index, 1)}
              >
                Move down
              </button>
              {!choices.some((choice) => choice.id === item.id) && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => {
                    setEditing(null);
                    setChoosing(item);
                  }}
                >
                  Make this a choice
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${item.title}`}
                disabled={busy}
                onClick={() =>
                  void act(
                    () => removeDraftItem(tripId, item.id),
                    () => `Removed “${item.title}”.`,
                    "We couldn't remove the item.",
                  )
                }
              >
                Remove
              </button>
            </div>
            {choices
              .filter((choice) => choice.id === item.id)
              .map((choice) => (
                <DraftChoiceSummary
                  key={choice.id}
                  tripId={tripId}
                  choice={choice}
                  members={travelerUids}
                  onChanged={(message) => {
                    tell(message);
                    setReload((n) => n + 1);
                  }}
                />
              ))}
          </li>
        ))}
      </ol>
      {choosing && (
        <ChoiceEditor
          tripId={tripId}
          item={choosing}
          plannerUid={plannerUid}
          zone={choosing.start?.zone ?? tripZone}
          onDone={(message) => {
            setChoosing(null);
            tell(message);
            setReload((n) => n + 1);
          }}
          onCancel={() => setChoosing(null)}
        />
      )}
      {choosing ? null : editing === null ? (
        <div className="plan-actions">
          <button type="button" className="btn btn-secondary" onClick={startNew}>
            Add item
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || items.length === 0}
            onClick={() =>
              void act(
                () => publishPlan(tripId),
                (version) => `Published version ${version}.`,
                "We couldn't publish the plan.",
              )
            }
          >
            Publish plan
          </button>
        </div>
      ) : (
        <form
          className="plan-form"
          onSubmit={(e) => void save(e)}
          noValidate
          aria-label={editing === 'new' ? 'New plan item' : `Edit ${editing.title}`}
        >
          <SelectField label="Kind" value={form.kind} onChange={(e) => set('kind', e.target.value as PlanItemKind)}>
            {PLAN_ITEM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PLAN_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <TextField label="Title" maxLength={200} {...bind('title')} />
          {form.kind === 'lodging' ? (
            <div className="plan-form-row">
              <TextField label="Check-in day" type="date" {...bind('checkIn')} />
              <TextField label="Check-out day" type="date" {...bind('checkOut')} />
            </div>
          ) : (
            <>
              <div className="plan-form-row">
                <TextField label="Starts (local time)" type="datetime-local" {...bind('startAt')} />
                <TextField label="Start time zone" {...bind('startZone')} />
              </div>
              <div className="plan-form-row">
                <TextField label="Ends (local time, optional)" type="datetime-local" {...bind('endAt')} />
                <TextField label="End time zone" {...bind('endZone')} />
              </div>
            </>
          )}
          <fieldset className="plan-for">
            <legend>Who is it for</legend>
            <label>
              <input
                type="radio"
                name="plan-for"
                checked={form.forEveryone}
                onChange={() => set('forEveryone', true)}
              />{' '}
              The whole group
            </label>
            <label>
              <input
                type="radio"
                name="plan-for"
                checked={!form.forEveryone}
                onChange={() => set('forEveryone', false)}
              />{' '}
              Named travelers
            </label>
            {!form.forEveryone &&
              travelers.map((t) => (
                <label key={t.uid} className="plan-traveler">
                  <input
                    type="checkbox"
                    checked={form.named.includes(t.uid)}
                    onChange={(e) =>
                      set(
                        'named',
                        e.target.checked ? [...form.named, t.uid] : form.named.filter((uid) => uid !== t.uid),
                      )
                    }
                  />{' '}
                  {t.name}
                </label>
              ))}
          </fieldset>
          <TextField label="Place" maxLength={200} {...bind('place')} />
          <TextField label="Map link (https)" type="url" {...bind('mapLink')} />
          <TextField label="Booking link (https)" type="url" {...bind('link')} />
          <div className="plan-form-row">
            <TextField label="Confirmation code" maxLength={100} {...bind('confirmation')} />
            <TextField label="Booking reference" maxLength={100} {...bind('bookingRef')} />
          </div>
          <div className="plan-form-row">
            <TextField label="Currency (ISO code)" maxLength={3} {...bind('currency')} />
            <TextField label="Price per person" inputMode="decimal" {...bind('perPerson')} />
            <TextField label="Total price" inputMode="decimal" {...bind('total')} />
          </div>
          <TextAreaField label="Notes" maxLength={2000} {...bind('notes')} />
          {problem && (
            <p role="alert" className="field-error">
              {problem}
            </p>
          )}
          <div className="plan-actions">
            <BusyButton type="submit" className="btn btn-primary" busy={busy}>
              Save item
            </BusyButton>
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {status && <p role="status">{status}</p>}
      {failed && <p role="alert">{failed}</p>}
    </section>
  );
}

export default PlanEditor;
