// Shown when a page or the plan comes from what this device kept, not from the network
// (docs/offline.md): when it was last brought up to date, and what cannot be done offline.

/** 'Sat, Nov 28, 9:41 AM' in the viewer's own zone and language. */
export function savedAtText(savedAt: number, locale?: string): string {
  return new Date(savedAt).toLocaleString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export const OFFLINE_ACTIONS =
  'Voting, confirming, paying, sending messages and every other change need the network: they will fail until you are back online.';

export function OfflineNotice({ savedAt, what = 'what this device saved' }: { savedAt: number; what?: string }) {
  return (
    <div className="banner banner-info" role="status">
      <p>
        <strong>
          Offline: showing {what} at {savedAtText(savedAt)}.
        </strong>{' '}
        {OFFLINE_ACTIONS}
      </p>
    </div>
  );
}
