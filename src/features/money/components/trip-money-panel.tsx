// "Trip money" on the planner's brief: the settings form and the money table, read after the
// page in their own chunk.
import { useEffect, useState } from 'react';
import type { TravelerShare, TripMoneySettings } from '@domain/trip-money';
import { loadMoneySettings, loadShares, saveTripMoney } from '../api/money-api';
import { downloadCsv } from '@/ui/download-csv';
import { paymentsCsv, paymentsCsvFileName } from '../payments-csv';
import { MoneyTable } from './money-table';
import { TripMoneyForm } from './trip-money-form';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; settings: TripMoneySettings | null; shares: TravelerShare[] };

export function TripMoneyPanel({
  tripId,
  departureDate,
  travelers,
}: {
  tripId: string;
  departureDate: string | null;
  travelers: { uid: string; name: string }[];
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Bumped after a save: the shares are read again (the function recomputed them).
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([loadMoneySettings(tripId), loadShares(tripId)]).then(
      ([settings, shares]) => live && setLoaded({ state: 'loaded', settings, shares }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [tripId, reads]);

  return (
    <section className="card money-section" aria-labelledby="trip-money-heading">
      <h2 id="trip-money-heading">Trip money</h2>
      {loaded.state === 'loading' && <p role="status">Loading the trip money…</p>}
      {loaded.state === 'failed' && (
        <p role="alert">We couldn&rsquo;t load the trip money. Reload the page to try again.</p>
      )}
      {loaded.state === 'loaded' && (
        <>
          <p className="field-hint">Needs a published plan. Saving recomputes every traveler&rsquo;s share.</p>
          <TripMoneyForm
            settings={loaded.settings}
            departureDate={departureDate}
            onSave={async (input) => {
              await saveTripMoney(tripId, input);
              setReads((n) => n + 1);
            }}
          />
          <h3>Money per traveler</h3>
          <MoneyTable shares={loaded.shares} names={new Map(travelers.map((t) => [t.uid, t.name]))} />
          {loaded.shares.length > 0 && (
            <button
              type="button"
              className="btn"
              onClick={() =>
                downloadCsv(
                  paymentsCsvFileName(tripId),
                  paymentsCsv(loaded.shares, new Map(travelers.map((t) => [t.uid, t.name]))),
                )
              }
            >
              Download payments CSV
            </button>
          )}
        </>
      )}
    </section>
  );
}
