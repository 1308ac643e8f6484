// The member's private calendar subscription: a link calendar apps follow as the plan changes.
// The token behind it is theirs alone (rules); "New calendar link" retires the old one, "Stop
// calendar link" ends it (docs/trip-plan.md, "Token revocation").
import { useState } from 'react';
import { useLoaded } from '@/lib/use-loaded';
import { useAction } from '@/ui/use-action';
import { feedUrl, loadCalendarToken, renewCalendarToken, revokeCalendarToken, webcalUrl } from '../api/plan-api';

export function CalendarSubscription({ tripId, tripName, uid }: { tripId: string; tripName: string; uid: string }) {
  const loaded = useLoaded(`${tripId}/${uid}`, () => loadCalendarToken(tripId, uid));
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const action = useAction({
    failure: (caught) => (caught instanceof Error ? caught.message : 'Something went wrong. Try again.'),
  });
  const { busy, error } = action;
  const current = token !== undefined ? token : loaded.status === 'done' ? loaded.value : null;
  // A press while a write runs does nothing (useAction), so the buttons need only aria-disabled.
  const run = (write: () => Promise<string | null>) => action.run(async () => setToken(await write()));

  const url = current ? feedUrl(current) : null;
  // Where the browser refuses the clipboard, the message says to copy the selected link by hand.
  const [copied, setCopied] = useState('');
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Calendar link copied to clipboard.');
    } catch {
      setCopied('Your browser did not allow copying: select the link and copy it.');
    }
  };
  return (
    <section className="plan-subscription" aria-labelledby="plan-subscription-heading">
      <h3 id="plan-subscription-heading">Calendar subscription</h3>
      <p className="muted">
        A private link to your plan for {tripName}: calendar apps that subscribe to it follow every new version. Anyone
        with the link sees your items, so keep it to yourself.
      </p>
      {url ? (
        <>
          <label htmlFor="plan-feed-url">Your calendar link</label>
          <div className="plan-feed-box">
            <input
              id="plan-feed-url"
              className="plan-feed-url"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy(url)}>
              Copy
            </button>
          </div>
          <p role="status" className="plan-feed-copied">
            {copied}
          </p>
          <p>
            <a href={webcalUrl(url)}>Subscribe in your calendar app</a>
          </p>
          <div className="plan-actions">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-disabled={busy}
              onClick={() => void run(() => renewCalendarToken(tripId))}
            >
              New calendar link
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-disabled={busy}
              onClick={() =>
                void run(async () => {
                  await revokeCalendarToken(tripId);
                  return null;
                })
              }
            >
              Stop calendar link
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-disabled={busy || loaded.status === 'pending'}
          onClick={() => void run(() => renewCalendarToken(tripId))}
        >
          Get calendar link
        </button>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
