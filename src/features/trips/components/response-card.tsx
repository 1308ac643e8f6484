import type { TripResponse } from '../../../lib/models';
import { Avatar } from '../../../ui/avatar';
import { EmailAddress } from '../../../ui/email-address';
import { availabilityLabel } from '../../responses';
import { cardColour } from '../card-colour';

/** onRemove: the organizer's Remove button (draft trips only); absent for everyone else. */
export function ResponseCard({ response, onRemove }: { response: TripResponse; onRemove?: () => void }) {
  return (
    <li className="response-card" style={{ background: cardColour(response.email) }}>
      <div className="response-card-head">
        <Avatar name={response.name} imageUrl={response.profileImage} size={48} />
        <div>
          <h3>{response.name}</h3>
          <p className="response-email">
            <EmailAddress email={response.email} />
          </p>
        </div>
      </div>
      <dl className="response-facts">
        <div>
          <dt>Availability</dt>
          <dd>{availabilityLabel(response) || '—'}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{response.budget || '—'}</dd>
        </div>
        <div>
          <dt>Must-see</dt>
          <dd>{response.mustSee || '—'}</dd>
        </div>
      </dl>
      {onRemove && (
        <button
          type="button"
          className="btn btn-ghost btn-sm response-remove"
          onClick={onRemove}
          aria-label={`Remove ${response.name}`}
        >
          Remove
        </button>
      )}
    </li>
  );
}
