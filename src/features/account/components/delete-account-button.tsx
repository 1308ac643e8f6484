import { lazy, Suspense, useCallback, useState } from 'react';

const loadDialogs = () => import('./delete-account-dialogs');
const DeleteAccountDialogs = lazy(loadDialogs);

type Step = 'closed' | 'confirm' | 'password';

/**
 * Delete My Account: a confirm modal, then a password dialog that signs the
 * user in again and asks the deleteAccount function to remove everything; then sign out and
 * go to /?deleted=true. Any failure keeps the dialog open with the reason; nothing is lost.
 * The dialogs are loaded on demand (delete-account-dialogs.tsx): the dashboard's budget.
 */
export function DeleteAccountButton() {
  const [step, setStep] = useState<Step>('closed');
  const close = useCallback(() => setStep('closed'), []);
  return (
    <>
      {/* The dialogs' chunk is fetched as soon as the pointer or focus reaches the button. */}
      <button
        type="button"
        className="btn btn-danger btn-sm"
        onPointerEnter={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
        onClick={() => setStep('confirm')}
      >
        Delete My Account
      </button>
      {step !== 'closed' && (
        <Suspense fallback={null}>
          <DeleteAccountDialogs step={step} onConfirm={() => setStep('password')} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
