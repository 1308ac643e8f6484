// The trip plan's part of "Download my data" (docs/download-my-data.md): read from the same
// traces as the plan's part of account deletion (plan/forget-traveler.ts, readPlanTraces), so
// the export lists every plan document the deletion removes or changes, plus the published plan
// of each trip the account is on, as it concerns them.
import type { Firestore } from 'firebase-admin/firestore';
import type { ExportedDocument, PlanExport } from '../domain/account-export.js';
import { appliesTo, type PublishedItem } from '../domain/plan.js';
import { planVersionsOf } from '../firestore-refs.js';
import { feedPathOf, readPlanTraces } from '../plan/forget-traveler.js';
import { readVoteTraces } from '../plan/choices-forget.js';
import { exported, plain } from './exported-document.js';

/** An item as the account's export shows it: without the other travelers it names. */
function withoutOthers(data: Record<string, unknown>): Record<string, unknown> {
  const { travelers, ...rest } = data;
  return { ...rest, appliesTo: travelers === 'all' ? 'the whole group' : 'you (and the travelers it names)' };
}

/**
 * `tripIds`: the trips the account organizes or is on. `add` records each exported document's
 * path in the export's `documents` and returns it.
 */
export async function exportPlanData(
  db: Firestore,
  uid: string,
  tripIds: readonly string[],
  add: (doc: ExportedDocument) => ExportedDocument,
): Promise<PlanExport> {
  const [traces, latest, votes] = await Promise.all([
    readPlanTraces(db, uid),
    Promise.all(
      [...new Set(tripIds)].map(async (tripId) => ({
        tripId,
        snap: (await planVersionsOf(db, tripId).orderBy('version', 'desc').limit(1).get()).docs[0],
      })),
    ),
    readVoteTraces(db, uid),
  ]);

  // A token's id is the calendar's secret address: the export says a subscription exists, and
  // since when, never the token (a copy of the file must not open the calendar).
  const calendarFeeds = traces.tokens.flatMap((token) => {
    const path = feedPathOf(token, uid);
    if (!path) return [];
    const createdAt = plain(token.get('createdAt'));
    add({ path, data: {} });
    return [{ tripId: String(token.get('tripId')), createdAt: typeof createdAt === 'string' ? createdAt : null }];
  });

  const publishedPlans = latest.flatMap(({ tripId, snap }) => {
    if (!snap) return [];
    const items: unknown = snap.get('items');
    const mine = (Array.isArray(items) ? (items as PublishedItem[]) : []).filter((item) => appliesTo(item, uid));
    const version = Number(snap.get('version'));
    add({ path: snap.ref.path, data: {} });
    return [
      {
        tripId,
        version,
        items: mine.map((item) => withoutOthers(plain(item) as Record<string, unknown>)),
      },
    ];
  });

  return {
    calendarFeeds,
    // planDraft items whose `travelers` lists the account (readPlanTraces), without the others.
    draftItemsNamingYou: traces.drafts.map((snap) => {
      const doc = exported(snap);
      add({ path: doc.path, data: {} });
      return { path: doc.path, data: withoutOthers(doc.data) };
    }),
    privatePlanParts: traces.parts.map((snap) => add(exported(snap))),
    publishedPlans,
    choiceVotes: votes.map((snap) => add(exported(snap))),
  };
}
