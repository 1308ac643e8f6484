// "I can't go": asks the server for the exact refund under the policy the traveler accepted,
// shows it in a confirmation, and only then cancels the place (docs/payments.md).
import { useState } from 'react';
import { ConfirmDialog } from '@/ui/modal';
import { useAction } from '@/ui/use-action';
import type { CancelAnswer } from '../api/money-api';
import { money } from '../money-words';

export const CANT_GO = "I can't go";
export const CONFIRM_CANCEL = 'Yes, cancel my place';

/** The refund in words, exactly as the server computed it. */
export function refundPreviewText(preview: CancelAnswer): string {
  const days = preview.daysBeforeDeparture;
  const when =
    days > 0
      ? `${days} day${days === 1 ? '' : 's'} before departure`
      : days === 0
        ? 'on the day of departure'
        : 'after departure';
  if (preview.paidMinor === 0) return `You are cancelling ${when}. You have paid nothing, so nothing is refunded.`;
  return (
    `You are cancelling ${when}. Under the cancellation policy you accepted, you get ${preview.percent}% back: ` +
    `${money(preview.refundMinor, preview.currency)} of the ${money(preview.paidMinor, preview.currency)} you paid.`
  );
}

export function CantGo({
  onPreview,
  onConfirm,
}: {
  onPreview: () => Promise<CancelAnswer>;
  /** Cancels the place; the section then reads the share again. */
  onConfirm: () => Promise<unknown>;
}) {
  const [preview, setPreview] = useState<CancelAnswer | null>(null);
  const asking = useAction({ log: 'Previewing a cancellation failed' });
  const cancelling = useAction({ log: 'Cancelling a place failed' });

  function close() {
    if (cancelling.busy) return;
    setPreview(null);
    cancelling.setError(null);
  }

  return (
    <div className="money-cant-go">
      <button
        type="button"
        className="btn btn-ghost"
        disabled={asking.busy}
        onClick={() => void asking.run(async () => setPreview(await onPreview()))}
      >
        {CANT_GO}
      </button>
      {asking.error && (
        <p className="form-error" role="alert">
          {asking.error}
        </p>
      )}
      {preview && (
        <ConfirmDialog
          title="Cancel your place?"
          confirmLabel={CONFIRM_CANCEL}
          busy={cancelling.busy}
          onClose={close}
          onConfirm={() =>
            void cancelling.run(async () => {
              await onConfirm();
              setPreview(null);
            })
          }
        >
          <p>{refundPreviewText(preview)}</p>
          <p>This cannot be undone.</p>
          {cancelling.error && (
            <p className="form-error" role="alert">
              {cancelling.error}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
