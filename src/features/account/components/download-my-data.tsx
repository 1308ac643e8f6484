import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./download-my-data-dialog');
const DownloadMyDataDialog = lazy(loadDialog);

/**
 * "Download my data": after the password, a JSON file of everything the product holds about
 * the account (docs/download-my-data.md), and a readable summary of it here.
 */
export function DownloadMyData() {
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState<string[] | null>(null);
  return (
    <section className="card" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">Your data</h2>
      <p className="muted">
        A copy of everything Tripwise holds about your account: your profile, the trips you organize with their
        responses and invitations, your answers in other trips, invitations you received, emails sent to you and your
        consent and email choices.
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        Download my data
      </button>
      {summary && (
        <div role="status">
          <p>Your data was downloaded as a JSON file. It holds:</p>
          <ul>
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <DownloadMyDataDialog
            onCancel={() => setOpen(false)}
            onDone={(lines) => {
              setSummary(lines);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
