// Fifty travelers join one draft trip at the same moment, through the browser's own write
// (commitResponseBatch, firebase/firestore/lite) as fifty signed-in users under the rules.
// Ten rounds, each on a fresh trip: every round must end with exactly 50 uids in `joined`,
// 50 responses and each traveler's joinedTrips holding the trip.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { collection, doc, getDoc, getDocs, setDoc, type Firestore as AdminFirestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitResponseBatch } from '../../src/features/responses/api/response-batch';
import type { FullResponse } from '../../src/lib/models';
import { emulatorHostAndPort, INVITE_KEY, PROJECT_ID, tripFixture, useRulesEnv } from './support/rules-env';
import { collectionPath, docPath } from '@domain/collections';

const TRAVELERS = 50;
const ROUNDS = 10;
const tripIdOf = (round: number) => `olivia-crowded-trip-${round}`;

const rules = useRulesEnv();

interface Traveler {
  uid: string;
  email: string;
  app: FirebaseApp;
  db: Firestore;
}
const travelers: Traveler[] = [];

beforeAll(() => {
  const { host, port } = emulatorHostAndPort();
  for (let i = 0; i < TRAVELERS; i += 1) {
    const uid = `joiner-${String(i).padStart(2, '0')}`;
    const email = `${uid}@example.com`;
    // One app per user: each has its own signed-in identity (an emulator token for uid/email).
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, uid);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host, port, {
      mockUserToken: { sub: uid, user_id: uid, email, email_verified: true },
    });
    travelers.push({ uid, email, app, db });
  }
});

afterAll(async () => {
  await Promise.all(travelers.map((t) => deleteApp(t.app)));
});

function responseOf(traveler: Traveler, round: number): FullResponse {
  return {
    uid: traveler.uid,
    firstName: 'Jo',
    lastName: `Round${round}`,
    name: `Jo Round${round}`,
    email: traveler.email,
    availability: '06/01/2099 - 06/10/2099',
    availabilityStart: new Date(2099, 5, 1),
    availabilityEnd: new Date(2099, 5, 10),
    budget: '$500–$800',
    preferences: '',
    fromLocation: 'Porto',
    mustSee: '',
    flexibility: 'very',
    accommodations: '',
    shareRoom: 'yes',
    specialTravel: '',
    submittedAt: null,
  };
}

describe('concurrent joins', () => {
  for (let round = 1; round <= ROUNDS; round += 1) {
    it(`round ${round}: ${TRAVELERS} travelers join one draft trip at once → ${TRAVELERS} uids in joined, ${TRAVELERS} responses, no duplicates`, async () => {
      const tripId = tripIdOf(round);
      await rules.env.withSecurityRulesDisabled((ctx) =>
        setDoc(doc(ctx.firestore() as unknown as AdminFirestore, docPath.trip(tripId)), tripFixture({ joined: [] })),
      );

      const results = await Promise.allSettled(
        travelers.map((t) =>
          commitResponseBatch(t.db, tripId, responseOf(t, round), { inviteKey: INVITE_KEY, joining: true }),
        ),
      );
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(failures.map((f) => String(f.reason))).toEqual([]);

      await rules.env.withSecurityRulesDisabled(async (ctx) => {
        const db = ctx.firestore() as unknown as AdminFirestore;
        const joined = (await getDoc(doc(db, docPath.trip(tripId)))).get('joined') as string[];
        expect(joined).toHaveLength(TRAVELERS);
        expect(new Set(joined).size).toBe(TRAVELERS);
        expect([...joined].sort()).toEqual(travelers.map((t) => t.uid).sort());

        const responses = await getDocs(collection(db, collectionPath.responses(tripId)));
        expect(responses.size).toBe(TRAVELERS);
        expect(responses.docs.map((d) => d.id).sort()).toEqual(travelers.map((t) => t.uid).sort());
        for (const response of responses.docs) expect(response.get('uid')).toBe(response.id);

        const profiles = await getDocs(collection(db, collectionPath.users));
        expect(profiles.size).toBe(TRAVELERS);
        for (const profile of profiles.docs) expect(profile.get('joinedTrips')).toEqual([tripId]);
      });
    });
  }
});
