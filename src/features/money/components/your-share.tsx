// "Your share" on the trip page: the traveler's own share and the trip's policy, read after the
// page (their own chunk), the return from Checkout confirmed first. Nothing is shown until the
// planners have set the trip money on a published plan (no share yet).
import { useCallback, useEffect, useState } from 'react';
import type { TravelerShare, TripMoneySettings } from '@domain/trip-money';
import {
  cancelMyPlace,
  confirmPayment,
  loadMoneySettings,
  loadMyShare,
  previewCancellation,
  startBalance,
  startDeposit,
} from '../api/money-api';
import { CantGo } from './cant-go';
import { ShareView } from './share-view';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; share: TravelerShare | null; settings: TripMoneySettings | null };

export function YourShare({
  tripId,
  uid,
  paidSessionId = null,
}: {
  tripId: string;
  uid: string;
  /** The Checkout Session the browser returned from (`?money=paid&session_id=…`), if any. */
  paidSessionId?: string | null;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [share, settings] = await Promise.all([loadMyShare(tripId, uid), loadMoneySettings(tripId)]);
    setLoaded({ state: 'loaded', share, settings });
  }, [tripId, uid]);

  useEffect(() => {
    let live = true;
    (async () => {
      if (paidSessionId) {
        // The webhook may have fulfilled it already; this is the second path to the same payment.
        await confirmPayment(tripId, paidSessionId).catch((error: unknown) => {
          if (live) setConfirmError(error instanceof Error ? error.message : String(error));
        });
      }
      if (live) await load();
    })().catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [tripId, paidSessionId, load]);

  if (loaded.state === 'loading') return <p role="status">Loading your share…</p>;
  if (loaded.state === 'failed')
    return <p role="alert">We couldn&rsquo;t load your share of the trip. Reload the page to try again.</p>;
  const { share, settings } = loaded;
  if (!share || !settings) return null;
  return (
    <section className="card money-section" aria-labelledby="your-share-heading">
      <h2 id="your-share-heading">Your share</h2>
      {confirmError && (
        <p className="form-error" role="alert">
          We could not confirm your payment yet: {confirmError}
        </p>
      )}
      <ShareView
        share={share}
        policy={settings.policy}
        onPayDeposit={(version) => startDeposit(tripId, version)}
        onPayBalance={(version) => startBalance(tripId, version)}
        cantGo={
          <CantGo
            onPreview={() => previewCancellation(tripId)}
            onConfirm={async () => {
              await cancelMyPlace(tripId);
              await load();
            }}
          />
        }
      />
    </section>
  );
}
