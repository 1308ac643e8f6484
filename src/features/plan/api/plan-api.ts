// The plan's reads and writes (docs/trip-plan.md). Opening the plan is one query (the newest
// version, limit 1) and one get (the viewer's private part): two documents.
import { deleteDoc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { PlanDraftItem, PlanItemPrivate, PublishedVersion } from '@domain/plan';
import { db } from '@/lib/firebase';
import { calendarFeedRef, planDraftItemRef, planDraftOf, planPrivateRef, planVersionsOf } from '@/lib/plan-refs';
import { callApi, functionUrl } from '@/lib/functions-client';

export interface ViewerPlan {
  version: PublishedVersion;
  own: Record<string, PlanItemPrivate>;
}

/** The latest published version and the viewer's own details, or null before the first publish. */
export async function loadPlan(tripId: string, uid: string): Promise<ViewerPlan | null> {
  const version = await loadLatestVersion(tripId);
  if (!version) return null;
  const own = await getDoc(planPrivateRef(db, tripId, version.version, uid));
  return { version, own: own.data()?.items ?? {} };
}

export interface DraftEntry extends PlanDraftItem {
  id: string;
}

/** Every draft item (planners only), in the planners' order. */
export async function loadDraft(tripId: string): Promise<DraftEntry[]> {
  const snap = await getDocs(planDraftOf(db, tripId));
  return snap.docs.map((d) => ({ ...(d.data() as PlanDraftItem), id: d.id })).sort((a, b) => a.order - b.order);
}

/**
 * Saves an item as revision `rev` (1 for a new item). The rules accept it only when the stored
 * revision is rev − 1, so a save from a stale copy fails instead of overwriting.
 */
export async function saveDraftItem(tripId: string, itemId: string, item: PlanDraftItem, uid: string): Promise<void> {
  await setDoc(planDraftItemRef(db, tripId, itemId), { ...item, updatedAt: serverTimestamp(), updatedBy: uid });
}

export async function removeDraftItem(tripId: string, itemId: string): Promise<void> {
  await deleteDoc(planDraftItemRef(db, tripId, itemId));
}

/** The newest published version (the group's document only), or null before the first publish. */
export async function loadLatestVersion(tripId: string): Promise<PublishedVersion | null> {
  const latest = await getDocs(query(planVersionsOf(db, tripId), orderBy('version', 'desc'), limit(1)));
  return latest.empty ? null : latest.docs[0].data();
}

export async function publishPlan(tripId: string): Promise<number> {
  const { version } = await callApi('publishPlan', { tripId });
  return version;
}

/** The member's calendar token, if they made one. */
export async function loadCalendarToken(tripId: string, uid: string): Promise<string | null> {
  const snap = await getDoc(calendarFeedRef(db, tripId, uid));
  const token: unknown = snap.exists() ? snap.data().token : null;
  return typeof token === 'string' ? token : null;
}

export async function renewCalendarToken(tripId: string): Promise<string> {
  const answer = await callApi('calendarToken', { tripId, action: 'renew' });
  if (!('token' in answer)) throw new Error('The calendar link was not renewed.');
  return answer.token;
}

export async function revokeCalendarToken(tripId: string): Promise<void> {
  await callApi('calendarToken', { tripId, action: 'revoke' });
}

/** The subscription URL (https) of a token; the webcal: link is the same with its scheme swapped. */
export function feedUrl(token: string): string {
  const url = functionUrl('planCalendarFeed');
  url.searchParams.set('token', token);
  return url.toString();
}

export function webcalUrl(https: string): string {
  return https.replace(/^https?:/, 'webcal:');
}

export async function downloadCalendar(tripId: string): Promise<{ fileName: string; ics: string }> {
  return callApi('planCalendarDownload', { tripId });
}
