import { describe, expect, it } from 'vitest';
import {
  MAX_WRITES_PER_BATCH,
  RECENT_SIGN_IN_SECONDS,
  isRecentSignIn,
  packIntoBatches,
  planAccountDeletion,
  planDeletedTripCleanup,
  planTripCleanup,
  type AccountFacts,
  type CleanupWrite,
} from '@domain/account-deletion';
import { docPath } from '@domain/collections';
import { searchWords } from '@domain/trip-search';

const facts = (overrides: Partial<AccountFacts> = {}): AccountFacts => ({
  uid: 'uid-ana',
  organizedTrips: [],
  mentionedTrips: [],
  checkoutIds: [],
  outboxIds: [],
  answerDigests: [],
  namedInAnswerBatches: [],
  invitationPaths: [],
  heldTripIds: [],
  plannerStamps: [],
  authoredNotePaths: [],
  sentInvitationPaths: [],
  hasUserDoc: true,
  ...overrides,
});

const del = (path: string): CleanupWrite => ({ op: 'delete', path });

describe('isRecentSignIn', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const seconds = now / 1000;

  it('accepts a sign-in up to five minutes old, and one slightly in the future (clock skew)', () => {
    expect(RECENT_SIGN_IN_SECONDS).toBe(300);
    expect(isRecentSignIn(seconds, now)).toBe(true);
    expect(isRecentSignIn(seconds - 300, now)).toBe(true);
    expect(isRecentSignIn(seconds + 30, now)).toBe(true);
  });

  it('refuses an older sign-in and a missing or malformed auth_time', () => {
    expect(isRecentSignIn(seconds - 301, now)).toBe(false);
    expect(isRecentSignIn(seconds - 3600, now)).toBe(false);
    for (const bad of [undefined, null, '1700000000', Number.NaN, Number.POSITIVE_INFINITY, {}])
      expect(isRecentSignIn(bad, now)).toBe(false);
  });

  it('takes the window as a parameter', () => {
    expect(isRecentSignIn(seconds - 61, now, 60)).toBe(false);
    expect(isRecentSignIn(seconds - 59, now, 60)).toBe(true);
  });
});

describe('planTripCleanup', () => {
  it("deletes the trip's responses and drops its id from joinedTrips, once each", () => {
    expect(
      planTripCleanup({
        tripId: 't1',
        responseIds: ['a', 'b', 'a'],
        privateAnswerIds: [],
        noteIds: [],
        joinedUserIds: ['a', 'c', 'c'],
        hasAnswerDigest: false,
      }),
    ).toEqual([
      del(docPath.response('t1', 'a')),
      del(docPath.response('t1', 'b')),
      { op: 'arrayRemove', path: docPath.user('a'), field: 'joinedTrips', value: 't1' },
      { op: 'arrayRemove', path: docPath.user('c'), field: 'joinedTrips', value: 't1' },
    ]);
  });

  it("leaves the skipped user's doc alone", () => {
    expect(
      planTripCleanup(
        {
          tripId: 't1',
          responseIds: ['ana'],
          privateAnswerIds: [],
          noteIds: [],
          joinedUserIds: ['ana', 'ben'],
          hasAnswerDigest: false,
        },
        'ana',
      ),
    ).toEqual([
      del(docPath.response('t1', 'ana')),
      { op: 'arrayRemove', path: docPath.user('ben'), field: 'joinedTrips', value: 't1' },
    ]);
  });

  it("deletes the trip's answer digest, after the responses", () => {
    expect(
      planTripCleanup({
        tripId: 't1',
        responseIds: ['a'],
        privateAnswerIds: [],
        noteIds: [],
        joinedUserIds: [],
        hasAnswerDigest: true,
      }),
    ).toEqual([del(docPath.response('t1', 'a')), del(docPath.answerDigest('t1'))]);
  });

  it('plans nothing for a trip nothing points at', () => {
    expect(
      planTripCleanup({
        tripId: 't1',
        responseIds: [],
        privateAnswerIds: [],
        noteIds: [],
        joinedUserIds: [],
        hasAnswerDigest: false,
      }),
    ).toEqual([]);
  });
});

describe('planDeletedTripCleanup', () => {
  const base = {
    tripId: 't1',
    responses: [
      { id: 'ben', createdAtMillis: 1000 },
      { id: 'cara', createdAtMillis: 2000 },
    ],
    privateAnswers: [{ id: 'ben', createdAtMillis: 1000 }],
    notes: [],
    joinedUserIds: ['ben', 'cara'],
    answerDigestCreatedAtMillis: null,
    recreatedAtMillis: null,
  };

  it('removes every response and joinedTrips entry of a deleted trip', () => {
    expect(planDeletedTripCleanup(base)).toEqual([
      del(docPath.response('t1', 'ben')),
      del(docPath.response('t1', 'cara')),
      del(docPath.privateAnswers('t1', 'ben')),
      { op: 'arrayRemove', path: docPath.user('ben'), field: 'joinedTrips', value: 't1' },
      { op: 'arrayRemove', path: docPath.user('cara'), field: 'joinedTrips', value: 't1' },
    ]);
  });

  it("deletes the deleted trip's answer digest", () => {
    expect(planDeletedTripCleanup({ ...base, answerDigestCreatedAtMillis: 1500 })).toContainEqual(
      del(docPath.answerDigest('t1')),
    );
  });

  it("keeps an answer digest created for a trip re-created since, not the old trip's", () => {
    const recreated = { ...base, responses: [], privateAnswers: [], joinedUserIds: [], recreatedAtMillis: 3000 };
    expect(planDeletedTripCleanup({ ...recreated, answerDigestCreatedAtMillis: 3500 })).toEqual([]);
    expect(planDeletedTripCleanup({ ...recreated, answerDigestCreatedAtMillis: 2500 })).toEqual([
      del(docPath.answerDigest('t1')),
    ]);
  });

  it('keeps what belongs to a trip re-created under the same id since', () => {
    const recreated = {
      ...base,
      recreatedAtMillis: 3000,
      responses: [...base.responses, { id: 'dan', createdAtMillis: 3000 }, { id: 'eve', createdAtMillis: 4000 }],
    };
    expect(planDeletedTripCleanup(recreated)).toEqual([
      del(docPath.response('t1', 'ben')),
      del(docPath.response('t1', 'cara')),
      del(docPath.privateAnswers('t1', 'ben')),
    ]);
  });
});

describe('planAccountDeletion', () => {
  it('orders organized trips (references, then the trip), other trips, checkouts, then the user doc', () => {
    const plan = planAccountDeletion(
      facts({
        organizedTrips: [
          {
            tripId: 'mine',
            responseIds: ['uid-ana', 'uid-ben'],
            privateAnswerIds: ['uid-ben'],
            noteIds: [],
            joinedUserIds: ['uid-ana', 'uid-ben'],
            hasAnswerDigest: false,
            isBooked: false,
            tripName: 'Mine',
          },
        ],
        mentionedTrips: [
          { tripId: 'bens', inJoined: true, hasResponse: true, hasPrivateAnswers: true },
          { tripId: 'joined-only', inJoined: true, hasResponse: false, hasPrivateAnswers: false },
          { tripId: 'orphan', inJoined: false, hasResponse: true, hasPrivateAnswers: false },
        ],
        checkoutIds: ['cs_1', 'cs_2'],
      }),
    );
    expect(plan).toEqual([
      [
        del(docPath.response('mine', 'uid-ana')),
        del(docPath.response('mine', 'uid-ben')),
        del(docPath.privateAnswers('mine', 'uid-ben')),
        { op: 'arrayRemove', path: docPath.user('uid-ben'), field: 'joinedTrips', value: 'mine' },
        del(docPath.trip('mine')),
      ],
      [
        del(docPath.response('bens', 'uid-ana')),
        del(docPath.privateAnswers('bens', 'uid-ana')),
        { op: 'arrayRemove', path: docPath.trip('bens'), field: 'joined', value: 'uid-ana' },
      ],
      [{ op: 'arrayRemove', path: docPath.trip('joined-only'), field: 'joined', value: 'uid-ana' }],
      [del(docPath.response('orphan', 'uid-ana'))],
      [
        { op: 'forgetCheckoutOwner', path: docPath.checkout('cs_1') },
        { op: 'forgetCheckoutOwner', path: docPath.checkout('cs_2') },
      ],
      [del(docPath.user('uid-ana'))],
    ]);
  });

  it('plans nothing at all when nothing is left (a repeated or finished run)', () => {
    expect(planAccountDeletion(facts({ hasUserDoc: false }))).toEqual([]);
    expect(
      planAccountDeletion(
        facts({
          hasUserDoc: false,
          mentionedTrips: [{ tripId: 'x', inJoined: false, hasResponse: false, hasPrivateAnswers: false }],
        }),
      ),
    ).toEqual([]);
  });

  it('resumes: with the trips already gone it still deletes what is left', () => {
    expect(
      planAccountDeletion(
        facts({
          mentionedTrips: [{ tripId: 'deleted-trip', inJoined: false, hasResponse: true, hasPrivateAnswers: false }],
        }),
      ),
    ).toEqual([[del(docPath.response('deleted-trip', 'uid-ana'))], [del(docPath.user('uid-ana'))]]);
  });

  it('treats a trip listed twice, or as both organized and joined, once as organized', () => {
    const plan = planAccountDeletion(
      facts({
        hasUserDoc: false,
        organizedTrips: [
          {
            tripId: 'mine',
            responseIds: [],
            privateAnswerIds: [],
            noteIds: [],
            joinedUserIds: [],
            hasAnswerDigest: false,
            isBooked: false,
            tripName: 'Mine',
          },
          {
            tripId: 'mine',
            responseIds: [],
            privateAnswerIds: [],
            noteIds: [],
            joinedUserIds: [],
            hasAnswerDigest: false,
            isBooked: false,
            tripName: 'Mine',
          },
        ],
        mentionedTrips: [
          { tripId: 'mine', inJoined: true, hasResponse: true, hasPrivateAnswers: false },
          { tripId: 'other', inJoined: true, hasResponse: false, hasPrivateAnswers: false },
          { tripId: 'other', inJoined: true, hasResponse: false, hasPrivateAnswers: false },
        ],
      }),
    );
    expect(plan).toEqual([
      [del(docPath.trip('mine'))],
      [{ op: 'arrayRemove', path: docPath.trip('other'), field: 'joined', value: 'uid-ana' }],
    ]);
  });

  it('merges the mentions of one trip found more than once', () => {
    expect(
      planAccountDeletion(
        facts({
          hasUserDoc: false,
          mentionedTrips: [
            { tripId: 'bens', inJoined: true, hasResponse: false, hasPrivateAnswers: false },
            { tripId: 'bens', inJoined: false, hasResponse: true, hasPrivateAnswers: false },
          ],
        }),
      ),
    ).toEqual([
      [
        del(docPath.response('bens', 'uid-ana')),
        { op: 'arrayRemove', path: docPath.trip('bens'), field: 'joined', value: 'uid-ana' },
      ],
    ]);
  });

  describe('email bookkeeping', () => {
    const forget = (tripId: string, closeOpenBatch: boolean): CleanupWrite => ({
      op: 'forgetAnswerer',
      path: docPath.answerDigest(tripId),
      responseId: 'uid-ana',
      closeOpenBatch,
    });

    it('deletes the outbox documents addressed to the account, after the checkouts and before the user doc', () => {
      expect(
        planAccountDeletion(facts({ checkoutIds: ['cs_1'], outboxIds: ['paid-cs_1', 'ready-x', 'paid-cs_1'] })),
      ).toEqual([
        [{ op: 'forgetCheckoutOwner', path: docPath.checkout('cs_1') }],
        [del(docPath.outboxItem('paid-cs_1')), del(docPath.outboxItem('ready-x'))],
        [del(docPath.user('uid-ana'))],
      ]);
    });

    it("in another person's trip: the batch the account's answer opened goes, with the uid in that digest", () => {
      const plan = planAccountDeletion(
        facts({
          hasUserDoc: false,
          answerDigests: [
            // Ana's answer opened the batch that is still open: it goes, and the digest no longer points at it.
            { tripId: 'bens', openBatchId: 'answers-bens-uid-ana', tripGeneration: '' },
            // Ana's answer opened an earlier batch (long sent); another one is open now and stays open.
            { tripId: 'caras', openBatchId: 'answers-caras-uid-dan', tripGeneration: '' },
            // Ana's answer joined someone else's batch: there is no batch named after her.
            { tripId: 'eds', openBatchId: null, tripGeneration: '' },
            { tripId: 'bens', openBatchId: 'answers-bens-uid-ana', tripGeneration: '' },
          ],
        }),
      );
      expect(plan).toEqual([
        [del(docPath.outboxItem('answers-bens-uid-ana')), forget('bens', true)],
        [del(docPath.outboxItem('answers-caras-uid-ana')), forget('caras', false)],
        [del(docPath.outboxItem('answers-eds-uid-ana')), forget('eds', false)],
      ]);
    });

    it('a batch named after the account and addressed to it is deleted once', () => {
      const plan = planAccountDeletion(
        facts({
          hasUserDoc: false,
          outboxIds: ['answers-gone-uid-ana'],
          answerDigests: [{ tripId: 'gone', openBatchId: null, tripGeneration: '' }],
        }),
      );
      expect(plan).toEqual([[del(docPath.outboxItem('answers-gone-uid-ana'))], [forget('gone', false)]]);
    });

    it('a trip the account organizes: its digest is deleted with the trip, before it, and nothing is merged into it', () => {
      const plan = planAccountDeletion(
        facts({
          hasUserDoc: false,
          organizedTrips: [
            {
              tripId: 'mine',
              responseIds: ['uid-ana'],
              privateAnswerIds: [],
              noteIds: [],
              joinedUserIds: [],
              hasAnswerDigest: true,
              isBooked: false,
              tripName: 'Mine',
            },
          ],
          outboxIds: ['answers-mine-uid-ana'],
          answerDigests: [{ tripId: 'mine', openBatchId: 'answers-mine-uid-ana', tripGeneration: '' }],
        }),
      );
      expect(plan).toEqual([
        [del(docPath.response('mine', 'uid-ana')), del(docPath.answerDigest('mine')), del(docPath.trip('mine'))],
        [del(docPath.outboxItem('answers-mine-uid-ana'))],
      ]);
    });
  });

  it("never writes to a document of anyone else except to remove the departing user's traces", () => {
    const plan = planAccountDeletion(
      facts({
        organizedTrips: [
          {
            tripId: 'mine',
            responseIds: ['uid-ben'],
            privateAnswerIds: [],
            noteIds: [],
            joinedUserIds: ['uid-ben'],
            hasAnswerDigest: false,
            isBooked: false,
            tripName: 'Mine',
          },
        ],
        mentionedTrips: [{ tripId: 'bens', inJoined: true, hasResponse: true, hasPrivateAnswers: false }],
      }),
    ).flat();
    for (const write of plan) {
      if (write.op === 'arrayRemove') expect(['uid-ana', 'mine']).toContain(write.value);
      if (write.op === 'delete')
        expect(
          write.path === docPath.user('uid-ana') ||
            write.path.startsWith(docPath.trip('mine')) ||
            write.path.endsWith('/uid-ana'),
        ).toBe(true);
    }
  });
});

describe('packIntoBatches', () => {
  const writes = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => del(`${prefix}/${i}`));

  it('keeps groups whole and in order while they fit', () => {
    const batches = packIntoBatches([writes('a', 3), writes('b', 2), writes('c', 4)], 5);
    expect(batches.map((b) => b.map((w) => w.path))).toEqual([
      ['a/0', 'a/1', 'a/2', 'b/0', 'b/1'],
      ['c/0', 'c/1', 'c/2', 'c/3'],
    ]);
  });

  it('splits an oversized group in order, so its last write stays last', () => {
    const big = [...writes('r', 11), del(docPath.trip('big'))];
    const batches = packIntoBatches([writes('a', 2), big, writes('z', 1)], 5);
    expect(batches.every((b) => b.length <= 5)).toBe(true);
    const flat = batches.flat().map((w) => w.path);
    expect(flat).toEqual([...writes('a', 2), ...big, ...writes('z', 1)].map((w) => w.path));
    expect(flat.indexOf(docPath.trip('big'))).toBeGreaterThan(flat.indexOf('r/10'));
  });

  it('respects the Firestore batch limit by default and skips empty groups', () => {
    const batches = packIntoBatches([writes('a', 600), [], writes('b', 10)]);
    expect(MAX_WRITES_PER_BATCH).toBeLessThanOrEqual(500);
    expect(batches.map((b) => b.length)).toEqual([250, 250, 110]);
    expect(packIntoBatches([[], []])).toEqual([]);
  });

  it('refuses a nonsensical batch size', () => {
    expect(() => packIntoBatches([writes('a', 1)], 0)).toThrow();
  });
});

describe('planAccountDeletion: what else names the account', () => {
  const booked = {
    tripId: 'booked',
    responseIds: ['uid-ana', 'uid-ben'],
    privateAnswerIds: ['uid-ana', 'uid-ben'],
    noteIds: ['n1'],
    joinedUserIds: ['uid-ana', 'uid-ben'],
    hasAnswerDigest: true,
    isBooked: true,
    tripName: 'Bali Retreat, Bali 2027',
  };
  /** The booked trip's words without its organizer's email (searchWords' own order). */
  const nameWords = ['bali', 'retreat', '2027'];

  it("keeps a booked trip for its group: only the organizer's own answer, place and name leave it", () => {
    const plan = planAccountDeletion(
      facts({
        organizedTrips: [booked],
        mentionedTrips: [{ tripId: 'booked', inJoined: true, hasResponse: true, hasPrivateAnswers: true }],
        sentInvitationPaths: [docPath.invitation('booked', 'k1')],
      }),
    ).flat();
    expect(plan).toContainEqual({ op: 'detachOrganizer', path: docPath.trip('booked'), searchWords: nameWords });
    expect(plan).toContainEqual(del(docPath.response('booked', 'uid-ana')));
    expect(plan).toContainEqual(del(docPath.privateAnswers('booked', 'uid-ana')));
    expect(plan).toContainEqual({ op: 'arrayRemove', path: docPath.trip('booked'), field: 'joined', value: 'uid-ana' });
    expect(plan).toContainEqual(del(docPath.answerDigest('booked')));
    expect(plan).toContainEqual({ op: 'forgetInviter', path: docPath.invitation('booked', 'k1') });
    expect(plan).not.toContainEqual(del(docPath.trip('booked')));
    expect(plan).not.toContainEqual(del(docPath.response('booked', 'uid-ben')));
    expect(plan).not.toContainEqual(del(docPath.note('booked', 'n1')));
  });

  it('still deletes a trip that is not booked, with its notes', () => {
    const plan = planAccountDeletion(facts({ organizedTrips: [{ ...booked, isBooked: false }] })).flat();
    expect(plan).toContainEqual(del(docPath.trip('booked')));
    expect(plan).toContainEqual(del(docPath.response('booked', 'uid-ben')));
    expect(plan).toContainEqual(del(docPath.note('booked', 'n1')));
    expect(plan.some((write) => write.op === 'detachOrganizer')).toBe(false);
  });

  it("takes the organizer's email out of a kept trip's search words: the name's words stay", () => {
    const stored = searchWords(booked.tripName, ' Ana.Organizer@Example.com ');
    expect(stored).toContain('ana.organizer@example.com');
    const detach = planAccountDeletion(facts({ organizedTrips: [booked] }))
      .flat()
      .find((write) => write.op === 'detachOrganizer');
    expect(detach).toEqual({
      op: 'detachOrganizer',
      path: docPath.trip('booked'),
      searchWords: stored.filter((word) => word !== 'ana.organizer@example.com'),
    });
    expect(nameWords).toEqual(stored.slice(0, -1));
    // A trip stored without a name keeps no words at all (and no email).
    expect(planAccountDeletion(facts({ organizedTrips: [{ ...booked, tripName: '' }] })).flat()).toContainEqual({
      op: 'detachOrganizer',
      path: docPath.trip('booked'),
      searchWords: [],
    });
  });

  it("clears a planner's stamps and signs their notes off, except on trips deleted anyway", () => {
    const plan = planAccountDeletion(
      facts({
        organizedTrips: [{ ...booked, tripId: 'gone', isBooked: false }],
        plannerStamps: [
          { tripId: 't1', field: 'assignedTo' },
          { tripId: 't1', field: 'bookedBy' },
          { tripId: 't1', field: 'bookedBy' },
          { tripId: 'gone', field: 'finishedBy' },
        ],
        authoredNotePaths: [docPath.note('t1', 'n2'), docPath.note('gone', 'n1')],
      }),
    ).flat();
    expect(plan).toContainEqual({ op: 'clearStamp', path: docPath.trip('t1'), field: 'assignedTo' });
    expect(plan.filter((w) => w.op === 'clearStamp' && w.field === 'bookedBy')).toHaveLength(1);
    expect(plan).not.toContainEqual({ op: 'clearStamp', path: docPath.trip('gone'), field: 'finishedBy' });
    expect(plan).toContainEqual({ op: 'forgetNoteAuthor', path: docPath.note('t1', 'n2') });
    expect(plan).not.toContainEqual({ op: 'forgetNoteAuthor', path: docPath.note('gone', 'n1') });
  });

  it('frees trip ids held by an open checkout, deletes invitations to the address and takes the name out of other batches', () => {
    const plan = planAccountDeletion(
      facts({
        heldTripIds: ['ana-unpaid'],
        invitationPaths: [docPath.invitation('x', 'k9')],
        outboxIds: ['invitation-before-ana'],
        answerDigests: [{ tripId: 'cara', openBatchId: null, tripGeneration: '' }],
        namedInAnswerBatches: [
          { outboxId: 'answers-cara-sam', name: 'Ana A' },
          { outboxId: 'answers-cara-uid-ana', name: 'Ana A' },
        ],
      }),
    ).flat();
    expect(plan).toContainEqual(del(docPath.tripIdHold('ana-unpaid')));
    expect(plan).toContainEqual(del(docPath.invitation('x', 'k9')));
    expect(plan).toContainEqual(del(docPath.outboxItem('invitation-before-ana')));
    expect(plan).toContainEqual({
      op: 'arrayRemove',
      path: docPath.outboxItem('answers-cara-sam'),
      field: 'props.names',
      value: 'Ana A',
    });
    // Found by the name only (a batch from before the uids were kept): the uid list is left alone.
    expect(plan.filter((w) => w.op === 'arrayRemove' && w.field === 'props.answerers')).toEqual([]);
    // Her own batch is deleted whole, not edited.
    expect(plan).toContainEqual(del(docPath.outboxItem('answers-cara-uid-ana')));
    expect(plan.filter((w) => w.path === docPath.outboxItem('answers-cara-uid-ana'))).toHaveLength(1);
  });

  it("takes the name and the uid beside it out of a batch that lists the account's uid", () => {
    const plan = planAccountDeletion(
      facts({ namedInAnswerBatches: [{ outboxId: 'answers-ben-sam', name: 'Ana A', byUid: true }] }),
    ).flat();
    expect(plan).toContainEqual({
      op: 'arrayRemove',
      path: docPath.outboxItem('answers-ben-sam'),
      field: 'props.names',
      value: 'Ana A',
    });
    expect(plan).toContainEqual({
      op: 'arrayRemove',
      path: docPath.outboxItem('answers-ben-sam'),
      field: 'props.answerers',
      value: 'uid-ana',
    });
  });
});
