// The trip conversation in traveler removal, account deletion, "Download my data" and trip
// deletion (docs/conversation.md): a removed traveler's private thread goes while their group
// messages stay; the export lists exactly what the account deletion removes, and nobody else's.
import { describe, expect, it } from 'vitest';
import {
  exportConversationData,
  forgetConversationOnTrip,
  forgetConversationTraces,
  readConversationTraces,
} from '../../functions/src/conversation/conversation-traces';
import { forgetPlanOfTrip } from '../../functions/src/plan/forget-trip';
import { functionsDb } from './helpers/email';
import { collectionPath, docPath } from '@domain/collections';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const message = (authorUid: string, role: 'traveler' | 'planner' = 'traveler') => ({
  authorUid,
  role,
  text: `Hello from ${authorUid}`,
  createdAt: new Date(),
  editedAt: null,
  hidden: false,
});

async function world() {
  const db = functionsDb();
  const [ana, ben, planner, trip, otherTrip] = [
    unique('ana'),
    unique('ben'),
    unique('planner'),
    unique('trip'),
    unique('other-trip'),
  ];
  await Promise.all([
    db.doc(docPath.trip(trip)).set({ userId: ben, joined: [ben, ana], tripName: 'Bali' }),
    db.doc(docPath.trip(otherTrip)).set({ userId: ben, joined: [ben, ana], tripName: 'Lisbon' }),
    db.doc(docPath.message(trip, 'g-ana')).set(message(ana)),
    db.doc(docPath.message(trip, 'g-ben')).set(message(ben)),
    db.doc(docPath.privateMessage(trip, ana, 'p-ana')).set(message(ana)),
    db.doc(docPath.privateMessage(trip, ana, 'p-planner')).set(message(planner, 'planner')),
    db.doc(docPath.privateMessage(trip, ben, 'p-ben')).set(message(ben)),
    db.doc(docPath.privateMessage(otherTrip, ana, 'p-ana-2')).set(message(ana)),
    db
      .doc(docPath.messageQuota(trip, ana))
      .set({ uid: ana, windowStart: new Date(), count: 2, at: new Date(), lastMessageId: 'p-ana' }),
    // Ana's mute and digest cursor (docs/conversation.md, "Email"), and Ben's.
    db.doc(docPath.conversationPrefs(trip, ana)).set({ uid: ana, muted: true, updatedAt: new Date() }),
    db.doc(docPath.conversationDigest(trip, ana)).set({ uid: ana, day: '2031-01-01', at: new Date(), muted: true }),
    db.doc(docPath.conversationPrefs(trip, ben)).set({ uid: ben, muted: false, updatedAt: new Date() }),
  ]);
  return { db, ana, ben, planner, trip, otherTrip };
}

const exists = async (db: ReturnType<typeof functionsDb>, path: string) => (await db.doc(path).get()).exists;

describe('the conversation and privacy', () => {
  it('a removed traveler’s private thread and counter go; their group message stays', async () => {
    const { db, ana, ben, trip } = await world();
    // Still on the trip (a rejoin raced the removal): nothing goes.
    expect(await forgetConversationOnTrip(db, trip, ana)).toBe(0);
    await db.doc(docPath.trip(trip)).update({ joined: [ben] });
    // The trip's own trigger (onTripWrittenSyncInvite) runs the same clean-up for the leaver at
    // once: whichever of the two gets there first deletes the two messages, the other finds none.
    expect([0, 1, 2]).toContain(await forgetConversationOnTrip(db, trip, ana));
    expect((await db.collection(collectionPath.privateMessages(trip, ana)).get()).size).toBe(0);
    expect(await exists(db, docPath.messageQuota(trip, ana))).toBe(false);
    expect(await exists(db, docPath.message(trip, 'g-ana'))).toBe(true);
    expect(await exists(db, docPath.privateMessage(trip, ben, 'p-ben'))).toBe(true);
    // Their mute and digest cursor for the trip go with them; Ben's stays.
    expect(await exists(db, docPath.conversationPrefs(trip, ana))).toBe(false);
    expect(await exists(db, docPath.conversationDigest(trip, ana))).toBe(false);
    expect(await exists(db, docPath.conversationPrefs(trip, ben))).toBe(true);
  });

  it('the export lists what the account deletion removes, and nobody else’s', async () => {
    const { db, ana, ben, trip, otherTrip } = await world();
    const listed: string[] = [];
    const exported = await exportConversationData(db, ana, (doc) => {
      listed.push(doc.path);
      return doc;
    });
    expect(exported.messagesWritten.map((doc) => doc.path).sort()).toEqual(
      [
        docPath.message(trip, 'g-ana'),
        docPath.privateMessage(trip, ana, 'p-ana'),
        docPath.privateMessage(otherTrip, ana, 'p-ana-2'),
      ].sort(),
    );
    expect(exported.privateThreadMessages.map((doc) => doc.path)).toEqual([
      docPath.privateMessage(trip, ana, 'p-planner'),
    ]);
    expect(exported.messageCounters.map((doc) => doc.path)).toEqual([docPath.messageQuota(trip, ana)]);
    expect(exported.conversationSettings.map((doc) => doc.path).sort()).toEqual(
      [docPath.conversationPrefs(trip, ana), docPath.conversationDigest(trip, ana)].sort(),
    );

    expect(await forgetConversationTraces(db, ana)).toBe(listed.length);
    for (const path of listed) expect(await exists(db, path), path).toBe(false);
    const after = await readConversationTraces(db, ana);
    expect([...after.written, ...after.counters, ...after.privateThreads, ...after.settings]).toEqual([]);
    expect(await exists(db, docPath.message(trip, 'g-ben'))).toBe(true);
    expect(await exists(db, docPath.conversationPrefs(trip, ben))).toBe(true);
    expect(await exists(db, docPath.privateMessage(trip, ben, 'p-ben'))).toBe(true);
  });

  it('a deleted trip takes both threads and the counters; another trip’s stay', async () => {
    const { db, ana, ben, trip, otherTrip } = await world();
    await db.doc(docPath.trip(trip)).delete();
    await forgetPlanOfTrip(db, trip);
    expect((await db.collection(collectionPath.messages(trip)).get()).size).toBe(0);
    expect((await db.collection(collectionPath.privateMessages(trip, ana)).get()).size).toBe(0);
    expect((await db.collection(collectionPath.privateMessages(trip, ben)).get()).size).toBe(0);
    expect(await exists(db, docPath.messageQuota(trip, ana))).toBe(false);
    expect(await exists(db, docPath.conversationPrefs(trip, ana))).toBe(false);
    expect(await exists(db, docPath.conversationDigest(trip, ana))).toBe(false);
    expect(await exists(db, docPath.privateMessage(otherTrip, ana, 'p-ana-2'))).toBe(true);
  });
});
