// The create form's values and errors: as a cancelled checkout left them, else the draft kept in
// this browser, and every edit kept in that draft until the paid trip exists (payment-return.ts
// clears it), so a closed Stripe tab loses nothing.
import { useState } from 'react';
import type { AppUser } from '@/features/auth';
import { withoutFixed } from '@/ui/form-errors';
import { useDraft } from '@/ui/use-draft';
import { emptyForm, restoredForm } from '../new-trip-form';
import type { PendingTrip } from '../pending-trip';
import type { CreateTripForm as FormState, TripFormErrors } from '../trip-form';

export function useNewTripForm(user: AppUser, restore: PendingTrip | null) {
  const [edited, setEdited] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const draft = useDraft(user.uid, 'create-trip', '', emptyForm(user.email));
  const form: FormState = edited ?? (restore ? restoredForm(restore, user.email) : draft.initial);

  const update = (patch: Partial<FormState>) => {
    const next = { ...form, ...patch };
    setEdited(next);
    draft.keep(next);
    setErrors((current) => withoutFixed(current, patch));
  };
  const discardDraft = () => {
    draft.discard();
    setEdited(null);
  };
  return { form, errors, setErrors, update, draft, discardDraft };
}
