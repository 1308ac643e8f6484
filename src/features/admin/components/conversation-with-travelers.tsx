// The trip conversation on the planner's brief, once the answers (the travelers' names) are in.
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import { TripConversationSection } from '@/features/conversation/section';

export function ConversationWithTravelers({ trip, uid }: { trip: Trip; uid: string }) {
  const responses = useAsyncValue() as FullResponse[];
  return <TripConversationSection trip={trip} responses={responses} uid={uid} planner />;
}
