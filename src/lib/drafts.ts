// What a person typed and has not yet sent, kept in this browser's localStorage so a reload, a
// closed tab, a sign-in redirect or a failed submit does not lose it (docs/drafts.md). Every
// draft is keyed by the account's uid, so another account on the same browser never reads it,
// and forgetSignedInTraces() drops them all on sign-out: medical notes must not linger on a
// shared computer.
import { INVITE_PARAM } from '@domain/invite-link';
import { personalStorage } from './shared-computer';

const PREFIX = 'tripwise.draft';
/** Where the app remembers the last page (app/last-visited-path.tsx); an invite key in it is a capability. */
export const LAST_VISITED_PATH_KEY = 'lastVisitedPath';

/** The forms that keep drafts; `checkout` is the create form's trip while it is being paid for. */
export type DraftForm = 'response' | 'create-trip' | 'edit-trip' | 'planner-note' | 'checkout';

export interface DraftRef {
  uid: string;
  form: DraftForm;
  /** What the draft is about (a trip id); '' when the form has no subject yet (create). */
  scope?: string;
}

/** The spec names the checkout record's key; its record carries the uid itself (features/trips/pending-trip.ts). */
export const CHECKOUT_DRAFT_KEY = 'pendingTripData';

function keyOf({ uid, form, scope = '' }: DraftRef): string {
  return form === 'checkout' ? CHECKOUT_DRAFT_KEY : `${PREFIX}:${uid}:${form}:${scope}`;
}

/** Dates survive as tagged strings; everything else in a form is plain JSON. */
const DATE_TAG = '$date';

function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = (value as Record<string, unknown>)[DATE_TAG];
    if (typeof tagged === 'string' && Object.keys(value).length === 1) return new Date(tagged);
  }
  return value;
}

/** Storage can be missing or full (private mode, quota): drafts are best effort, never an error. */
const storage = personalStorage;

export function saveDraft(ref: DraftRef, value: unknown): void {
  try {
    storage()?.setItem(keyOf(ref), JSON.stringify(value, replacer));
  } catch {
    // Quota exceeded: the form still works, it only forgets on reload.
  }
}

/** The draft's value as saved, or null. The caller checks its shape (see useDraft's `accept`). */
export function readDraft(ref: DraftRef): unknown {
  try {
    const raw = storage()?.getItem(keyOf(ref));
    if (!raw) return null;
    return JSON.parse(raw, reviver) as unknown;
  } catch {
    return null;
  }
}

export function clearDraft(ref: DraftRef): void {
  try {
    storage()?.removeItem(keyOf(ref));
  } catch {
    // Nothing to clear when there is no storage.
  }
}

/**
 * Other keys of ours that name a trip: the plan's "version seen" marks
 * (features/plan/plan-view.ts). After sign-out nothing of a trip stays readable (docs/offline.md).
 */
export const TRIP_MARK_PREFIX = 'tripwise.plan-seen.';

/** Whether a remembered path names a trip (`/dashboard/{tripId}`, `/join/{tripId}`, …). */
export function namesATrip(path: string): boolean {
  return path.split(/[?#]/)[0].split('/').filter(Boolean).length > 1;
}

/** Keys of every draft of every account in this browser, and the trip marks. */
function draftKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(`${PREFIX}:`) || key?.startsWith(TRIP_MARK_PREFIX) || key === CHECKOUT_DRAFT_KEY)
      keys.push(key);
  }
  return keys;
}

/** Whether a remembered path carries an invite key (`?invite=…`), which opens a trip to anyone holding it. */
export function holdsInviteKey(path: string): boolean {
  try {
    return new URL(path, 'https://local.invalid').searchParams.has(INVITE_PARAM);
  } catch {
    return false;
  }
}

/**
 * The one sign-out clean-up of localStorage: every draft in this browser (whoever typed it),
 * the plan's "seen" marks, and a remembered path that carries an invite key or names a trip.
 * Called by every sign-out (features/auth/api/auth-api.ts).
 */
export function forgetSignedInTraces(): void {
  // Both: a shared computer's traces are in the tab's sessionStorage (./shared-computer.ts).
  for (const store of [localStorageOrNull(), sessionStorageOrNull()]) {
    if (!store) continue;
    try {
      for (const key of draftKeys(store)) store.removeItem(key);
      const lastPath = store.getItem(LAST_VISITED_PATH_KEY);
      if (lastPath !== null && (holdsInviteKey(lastPath) || namesATrip(lastPath)))
        store.removeItem(LAST_VISITED_PATH_KEY);
    } catch {
      // Storage went away between calls; nothing left to clean.
    }
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
