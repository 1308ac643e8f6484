import type { TripResponse } from '../../../lib/models';
import { Avatar } from '../../../ui/avatar';
import { cardColour } from '../card-colour';

export function ResponseCard({ response }: { response: TripResponse }) {
  return (
    <li className="response-card" style={{ background: cardColour(response.email) }}>
      <div className="response-card-head">
        <Avatar name={response.name} imageUrl={response.profileImage} size={48} />
        <div>
          <h3>{response.name}</h3>
          <p className="response-email">{response.email}</p>
        </div>
      </div>
      <dl className="response-facts">
        <div><dt>Availability</dt><dd>{response.availability || '—'}</dd></div>
        <div><dt>Budget</dt><dd>{response.budget || '—'}</dd></div>
        <div><dt>Must-see</dt><dd>{response.mustSee || '—'}</dd></div>
      </dl>
    </li>
  );
}
