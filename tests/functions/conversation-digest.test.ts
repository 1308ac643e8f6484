// The trip conversation's email against the emulators (docs/conversation.md, "Email"): the daily
// digest's handler called with a "now" the test sets (as the schedule calls it at 08:00 UTC):
// a muted member gets no digest and the others one the next morning, listing the new messages
// of the threads they read (never their own, never a hidden one, never another traveler's private
// thread); a second run that day sends nothing; the next day lists only what is new since; an
// unmuted member starts from the day they unmuted. And "@Name" emails that person once, at once.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, PROJECT_ID } from './helpers/emulators';
import { functionsDb, settledEmails } from './helpers/email';
import { storedTrip } from '../support/stored-trip';
import { sentTo } from '../support/maildev';
import { adminAuth } from '../../functions/src/http/firebase-admin';
import { runConversationDigests } from '../../functions/src/conversation/conversation-digest';
import { notifyMentions } from '../../functions/src/conversation/mention-emails';
import { collectionPath, docPath } from '@domain/collections';

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
const HOUR = 3_600_000;

async function account(): Promise<{ uid: string; email: string }> {
  const email = `${unique('u')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: true });
  return { uid: user.uid, email };
}

/**
 * Olivia's trip with Ana and Ben, named by their answers. Its messages are written at instants
 * of the test's own far-away day, so no other test's messages share the digest's window.
 */
async function world() {
  const [olivia, ana, ben] = await Promise.all([account(), account(), account()]);
  const tripId = unique('trip');
  const db = adminDb();
  await db
    .doc(docPath.trip(tripId))
    .set(
      storedTrip(
        { tripName: 'Bali Retreat', userId: olivia.uid, organizerEmail: olivia.email, organizerName: 'Olivia' },
        { joined: [olivia.uid, ana.uid, ben.uid] },
      ),
    );
  await Promise.all([
    db.doc(docPath.response(tripId, ana.uid)).set({ uid: ana.uid, name: 'Ana Silva' }),
    db.doc(docPath.response(tripId, ben.uid)).set({ uid: ben.uid, name: 'Ben Ode' }),
  ]);
  // A day of its own for this run: the digest runs at 08:00 UTC on `day`.
  const day = Date.UTC(2031, 0, 1 + Math.floor(Math.random() * 3000), 8, 0);
  let n = 0;
  const write = (
    thread: 'group' | string,
    author: string,
    text: string,
    at: number,
    extra: { role?: 'traveler' | 'planner'; hidden?: boolean } = {},
  ) => {
    n += 1;
    const path =
      thread === 'group' ? docPath.message(tripId, `m${n}`) : docPath.privateMessage(tripId, thread, `m${n}`);
    return db.doc(path).set({
      authorUid: author,
      role: extra.role ?? 'traveler',
      text,
      createdAt: Timestamp.fromMillis(at),
      editedAt: null,
      hidden: extra.hidden ?? false,
    });
  };
  const mute = (uid: string, muted: boolean) =>
    db.doc(docPath.conversationPrefs(tripId, uid)).set({ uid, muted, updatedAt: Timestamp.now() });
  const digests = async () =>
    (await db.collection(collectionPath.outbox).where('template', '==', 'conversation-digest').get()).docs.filter(
      (doc) => doc.get('props.tripId') === tripId,
    );
  const run = (at: number) => runConversationDigests(functionsDb(), adminAuth(), new Date(at));
  return { db, tripId, olivia, ana, ben, day, write, mute, digests, run };
}

const listed = (doc: QueryDocumentSnapshot) =>
  (doc.get('props.messages') as { thread: string; author: string; text: string }[]).map(
    (m) => `${m.thread} | ${m.author} | ${m.text}`,
  );

describe('the daily conversation digest', () => {
  it('a muted member gets no digest, the others one digest the next morning', async () => {
    const { olivia, ana, ben, day, write, mute, digests, run } = await world();
    await mute(ben.uid, true);
    await write('group', ana.uid, 'Can we arrive a day early?', day - 18 * HOUR);
    await write(ana.uid, 'planner-1', 'Yes, we can add a night.', day - 17 * HOUR, { role: 'planner' });
    await write(ben.uid, 'planner-1', 'Your passport, please.', day - 16.5 * HOUR, { role: 'planner' });
    await write('group', olivia.uid, 'I asked the planners.', day - 16 * HOUR);
    await write('group', ben.uid, 'Something rude', day - 15 * HOUR, { hidden: true });
    // Written after the run's "now": tomorrow's news.
    await write('group', ana.uid, 'See you all tomorrow', day + HOUR);

    const first = await run(day);
    expect(first.queued).toBe(2);
    expect(first.muted).toBeGreaterThanOrEqual(1);
    const sent = await digests();
    expect(sent.map((doc) => doc.get('to')).sort()).toEqual([olivia.email, ana.email].sort());
    const to = (email: string) => sent.find((doc) => doc.get('to') === email)!;
    // The organizer reads the trip chat: Ana's message, not her own, not the hidden one, never a
    // traveler's private thread.
    expect(listed(to(olivia.email))).toEqual(['Trip chat | Ana Silva | Can we arrive a day early?']);
    // Ana: the planners' reply in her own private thread and Olivia's message, oldest first.
    expect(listed(to(ana.email))).toEqual([
      'Private with planners | Tripwise planner | Yes, we can add a night.',
      'Trip chat | Olivia | I asked the planners.',
    ]);
    expect(to(ana.email).get('category')).toBe('optional');
    expect((to(ana.email).get('props.messages') as { at: string }[])[0].at).toMatch(/ UTC$/);

    // A second run the same day sends nothing new.
    expect((await run(day)).queued).toBe(0);
    expect((await run(day + 3 * HOUR)).queued).toBe(0);
    expect(await digests()).toHaveLength(2);

    // The email itself reaches the inbox, once.
    // (Her other email is the answers' notice, for Ana's and Ben's answers.)
    const inbox = await settledEmails((email) => sentTo(olivia.email)(email) && email.subject.includes('new message'));
    expect(inbox).toHaveLength(1);
    expect(inbox[0].subject).toBe('1 new message in Bali Retreat');
    expect(inbox[0].text).toContain('Can we arrive a day early?');
  });

  it('the next morning lists only what is new; nothing when the only new message is one’s own', async () => {
    const { olivia, ana, ben, day, write, mute, digests, run } = await world();
    await write('group', ana.uid, 'First', day - 10 * HOUR);
    expect((await run(day)).queued).toBe(2); // Olivia and Ben
    await write('group', ana.uid, 'Second', day + 2 * HOUR);
    // Ben mutes after the first digest.
    await mute(ben.uid, true);

    expect((await run(day + 24 * HOUR)).queued).toBe(1);
    const oliviaDigests = (await digests()).filter((doc) => doc.get('to') === olivia.email);
    expect(oliviaDigests.map(listed).sort()).toEqual([
      ['Trip chat | Ana Silva | First'],
      ['Trip chat | Ana Silva | Second'],
    ]);
    // Ana wrote both: she never got a digest of her own messages.
    expect((await digests()).filter((doc) => doc.get('to') === ana.email)).toEqual([]);

    // Ben unmutes: his next digest starts after his muted day, so "Second" is not brought back.
    await mute(ben.uid, false);
    await write('group', olivia.uid, 'Third', day + 30 * HOUR);
    expect((await run(day + 48 * HOUR)).queued).toBe(2); // Ana and Ben
    const bens = (await digests()).filter((doc) => doc.get('to') === ben.email).map(listed);
    expect(bens.sort()).toEqual([['Trip chat | Ana Silva | First'], ['Trip chat | Olivia | Third']]);
  });
});

describe('@mentions', () => {
  it('email the person named once, even when they muted the conversation; not the author', async () => {
    const { db, tripId, olivia, ana, ben, mute } = await world();
    await mute(ben.uid, true);
    await db.doc(docPath.message(tripId, 'hello')).set({
      authorUid: ana.uid,
      role: 'traveler',
      text: '@Ben and @Olivia: are you in? (@Ana Silva wrote this)',
      createdAt: Timestamp.now(),
      editedAt: null,
      hidden: false,
    });
    // The creation trigger may have queued them already; either way a second pass adds nothing.
    await notifyMentions(functionsDb(), adminAuth(), tripId, 'hello');
    expect(await notifyMentions(functionsDb(), adminAuth(), tripId, 'hello')).toBe(0);
    const mentions = (
      await db.collection(collectionPath.outbox).where('template', '==', 'conversation-mention').get()
    ).docs.filter((doc) => doc.get('props.tripId') === tripId);
    expect(mentions.map((doc) => doc.get('to')).sort()).toEqual([olivia.email, ben.email].sort());
    expect(mentions[0].get('props.author')).toBe('Ana Silva');
    const inbox = await settledEmails(sentTo(ben.email));
    expect(inbox.map((email) => email.subject)).toEqual(['Ana Silva mentioned you in Bali Retreat']);
  });
});
