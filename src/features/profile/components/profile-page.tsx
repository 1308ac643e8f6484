import { useState, type FormEvent } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths, safeRedirect } from '@/config/paths';
import { requireUser, type AppUser } from '@/features/auth';
// Straight from its module, not the auth barrel: through the barrel every page's shared layout
// chunk carried the banner only this page shows (eslint.config.js LIGHT_ENTRIES).
import { EmailVerification } from '@/features/auth/components/email-verification';
import { BusyButton } from '@/ui/busy-button';
import { useAction } from '@/ui/use-action';
import { withoutFixed } from '@/ui/form-errors';
import { loadProfile, saveProfile } from '../api/profile-api';
import { loadFailure, UNAVAILABLE_MESSAGE } from '@/lib/page-load-error';
import { ageOn, MINIMUM_AGE } from '../age';
import { EmailPreference } from './email-preference';
import { ProfileFields, type ProfileErrors, type ProfileFormState } from './profile-fields';
import { DeleteAccountButton, DownloadMyData } from '@/features/account';

export const UNDER_AGE_MESSAGE = 'You must be at least 18 years old to use this app.';

/**
 * The profile exists once this form was saved: the user document made at sign-up holds only the
 * terms acceptance, and a saved form always holds the three required fields.
 */
function isSavedProfile(form: ProfileFormState): boolean {
  return Boolean(form.firstName && form.lastName && form.birthday);
}

/** Needs a signed-in user (else /login?redirect=…); the form starts from the stored profile. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const profile = await loadProfile(user.uid);
    const form: ProfileFormState = {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      birthday: profile?.birthday ?? null,
      preferences: profile?.preferences ?? '',
      countriesVisited: profile?.countriesVisited ?? '',
    };
    return { user, form, emailOptOut: profile?.emailOptOut === true, exists: isSavedProfile(form) };
  } catch (error) {
    // Never an empty form in place of the stored profile: saving it would erase the real one.
    // The error page asks to retry and offers the way on the form's Skip would have taken.
    throw loadFailure(error, UNAVAILABLE_MESSAGE, {
      label: 'Return',
      to: safeRedirect(new URL(request.url).searchParams.get('redirect')),
    });
  }
}

/**
 * /complete-profile and /update-profile: the same form, titled by whether the profile exists yet
 * ("Complete Your Profile" with "Skip for Now" until it was first saved, then "Update Your
 * Profile"), whichever route or redirect led here.
 */
export default function ProfilePage() {
  const { user, form: loadedForm, emailOptOut, exists } = useLoaderData<typeof loader>();
  return (
    <ProfileForm key={user.uid} user={user} initialForm={loadedForm} emailOptOut={emailOptOut} isUpdate={exists} />
  );
}

function ProfileForm({
  user,
  initialForm,
  emailOptOut,
  isUpdate,
}: {
  user: AppUser;
  initialForm: ProfileFormState;
  emailOptOut: boolean;
  isUpdate: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isUpdateRoute = location.pathname === paths.updateProfile;
  const redirectParam = searchParams.get('redirect');
  const redirect = safeRedirect(redirectParam ?? (isUpdateRoute ? paths.dashboard : null));

  const [form, setForm] = useState<ProfileFormState>(initialForm);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const {
    busy,
    error: formError,
    setError: setFormError,
    run,
  } = useAction({
    failure: 'We could not save your profile. Please try again.',
    log: 'Failed to save profile',
    leaves: true,
  });

  const update = (patch: Partial<ProfileFormState>) => {
    setForm({ ...form, ...patch });
    setErrors((current) => withoutFixed(current, patch));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const nextErrors: ProfileErrors = {};
    if (!form.firstName.trim()) nextErrors.firstName = 'Please enter your first name.';
    if (!form.lastName.trim()) nextErrors.lastName = 'Please enter your last name.';
    if (!form.birthday) nextErrors.birthday = 'Please enter your birthday.';
    else if (ageOn(form.birthday) < MINIMUM_AGE) nextErrors.birthday = UNDER_AGE_MESSAGE;
    setErrors(nextErrors);
    setFormError(null);
    if (Object.keys(nextErrors).length > 0) return;
    await run(async () => {
      await saveProfile(user.uid, user.email, {
        firstName: form.firstName,
        lastName: form.lastName,
        birthday: form.birthday,
        age: form.birthday ? ageOn(form.birthday) : null,
        preferences: form.preferences.trim(),
        countriesVisited: form.countriesVisited.trim(),
      });
      navigate(redirect);
    });
  }

  return (
    <section className="page medium">
      <div className="card">
        <h1>{isUpdate ? 'Update Your Profile' : 'Complete Your Profile'}</h1>
        <p className="muted">
          Fields marked * are required: your first and last name, and your birthday, which we use only to check that you
          are {MINIMUM_AGE} or older, as our terms require. Everything else is optional, but it helps your trip planner
          get to know you and plan a trip you'll love.
        </p>
        <form className="form" onSubmit={handleSubmit} noValidate>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <ProfileFields form={form} errors={errors} onChange={update} />
          <EmailPreference uid={user.uid} optedOut={emailOptOut} />
          <div className="btn-row">
            <BusyButton type="submit" className="btn btn-primary" busy={busy}>
              {isUpdate ? 'Update Profile' : 'Save Profile'}
            </BusyButton>
            {!isUpdate && (
              <button type="button" className="btn btn-ghost" onClick={() => navigate(redirect)}>
                Skip for Now
              </button>
            )}
          </div>
        </form>
      </div>
      <EmailVerification />
      <DownloadMyData />
      <section id="account" className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">Delete your account</h2>
        <p className="muted">
          Removes your profile, your answers and your place in other people&apos;s trips, and the trips you organize
          that are not booked. It cannot be undone.
        </p>
        <DeleteAccountButton />
      </section>
    </section>
  );
}
