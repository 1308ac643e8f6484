import { ResponsePage } from './response-page';

export { responseLoader as loader } from './response-page';

/** /join/:tripId — a traveler answers the trip's questions. */
export default function JoinPage() {
  return <ResponsePage mode="join" />;
}
