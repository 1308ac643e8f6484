// Round 3 of the privacy work, refused by the real firestore.rules (access-matrix style: each
// row names the actors it tries and those it allows; every other one must be refused).
// Joining needs a verified email: the response's email is the token's, and only a verified one
// proves the joiner is that person.
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { describe } from 'vitest';
import {
  accessMatrixTests,
  joinBatch,
  tripFixture,
  useRulesEnv,
  type AccessRow,
  type Actor,
  type Cast,
} from './support/rules-env';

const TRIP = 'olivia-round-three';

type JoinerName = 'verified' | 'unverified' | 'noClaim';
const JOINERS: Cast<JoinerName, Actor> = {
  verified: {
    label: 'a link holder with a verified email',
    actor: { uid: 'carol', email: 'carol@corp.example', emailVerified: true },
  },
  unverified: {
    label: 'a link holder whose email is not verified',
    actor: { uid: 'fake-carol', email: 'carol@corp.example', emailVerified: false },
  },
  noClaim: {
    label: 'a link holder whose token has no email_verified',
    actor: { uid: 'fake-carol-2', email: 'carol@corp.example' },
  },
};

const rules = useRulesEnv(async (db: Firestore) => {
  await setDoc(doc(db, 'trips', TRIP), tripFixture({ joined: [] }));
});

const joinRows: AccessRow<JoinerName, Actor>[] = [
  {
    what: 'join a draft trip with its live key',
    allow: ['verified'],
    run: (db, actor) => joinBatch(db, TRIP, actor),
  },
];

describe('joining needs a verified email', () => {
  accessMatrixTests(rules, JOINERS, joinRows);
});
