// "Conversation" on the trip page and the planners' brief (docs/conversation.md): a light entry
// of the conversation feature (eslint.config.js LIGHT_ENTRIES) that loads the rest lazily.
import { lazy, Suspense } from 'react';
import { conversationPeople as peopleOnTrip } from '@domain/conversation';
import type { FullResponse, Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';

// The conversation's code (and the full Firestore SDK it listens with) loads only once the
// page's first frame is on screen (docs/conversation.md, docs/performance.md).
const TripConversation = lazy(() => import('./index').then((module) => ({ default: module.TripConversation })));
const LOADING = <p role="status">Loading the conversation…</p>;

/** The people on the trip now, organizer first, named as the trip page names them. */
export function conversationPeople(trip: Trip, responses: Pick<FullResponse, 'uid' | 'name'>[]) {
  return peopleOnTrip(trip, responses);
}

/** "Conversation" on the trip page: the group's thread and the reader's own thread with the planners. */
export function TripConversationSection({
  trip,
  responses,
  uid,
  planner = false,
}: {
  trip: Trip;
  responses: Pick<FullResponse, 'uid' | 'name'>[];
  uid: string;
  planner?: boolean;
}) {
  return (
    <section className="card" aria-labelledby="conversation-heading">
      <h2 id="conversation-heading">Conversation</h2>
      <AfterPaint fallback={LOADING}>
        <Suspense fallback={LOADING}>
          <TripConversation tripId={trip.id} uid={uid} planner={planner} people={conversationPeople(trip, responses)} />
        </Suspense>
      </AfterPaint>
    </section>
  );
}
