import { Link, redirect, useLoaderData, useSearchParams } from 'react-router-dom';
import { paths, withRedirect } from '@/config/paths';
import { signedInUser } from '@/features/auth';
import { ageOn } from '@/features/profile/age';
import { Avatar } from '@/ui/avatar';
import { loadDashboard } from '../api/dashboard-api';
import { groupTrips, SECTION_TITLES, type SectionKey } from '../trip-sections';
import { TripCard } from './trip-card';
import { DashboardTasksSection } from './dashboard-tasks-section';
import '../dashboard.css';

const SECTION_ORDER: SectionKey[] = ['pending', 'booked', 'past'];

/** The signed-in user's profile and trips; a signed-out visitor is sent home. */
export async function loader() {
  const user = await signedInUser();
  if (!user) throw redirect(paths.home);
  try {
    const { profile, trips } = await loadDashboard(user.uid);
    return { user, profile, trips, loadError: false };
  } catch (error) {
    // The page still shows (profile card, empty sections) with a banner asking to refresh.
    console.error('Failed to load dashboard', error);
    return { user, profile: null, trips: [], loadError: true };
  }
}

export default function DashboardPage() {
  const { user, profile, trips, loadError } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();

  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const groups = groupTrips(trips);

  return (
    <section className="page">
      <div className="page-header">
        <h1>Welcome, {profile?.firstName || 'traveler'}!</h1>
      </div>
      {searchParams.get('deletedTrip') === 'true' && (
        <p className="banner banner-success" role="status">
          The trip was deleted.
        </p>
      )}
      {loadError && (
        <p className="banner banner-warning" role="alert">
          We couldn't load everything. Please refresh the page.
        </p>
      )}
      <div className="dashboard-layout">
        <aside className="card profile-card" aria-label="Your profile">
          <div className="profile-card-head">
            <Avatar name={fullName || user.email} imageUrl={profile?.profileImage} size={64} />
            <div>
              <h2>{fullName || 'Your Name'}</h2>
              <span className="muted">{user.email}</span>
            </div>
          </div>
          <dl className="profile-facts">
            <div>
              <dt>Age</dt>
              <dd>{profile?.birthday ? ageOn(profile.birthday) : '—'}</dd>
            </div>
            <div>
              <dt>Preferences</dt>
              <dd>{profile?.preferences || '—'}</dd>
            </div>
            <div>
              <dt>Countries Visited</dt>
              <dd>{profile?.countriesVisited || '—'}</dd>
            </div>
          </dl>
          <div className="profile-actions">
            <Link to={withRedirect(paths.updateProfile, paths.dashboard)} className="btn btn-secondary btn-sm">
              Update Profile
            </Link>
            {/* Deleting the account lives in the account settings, not a tap away on the first
                screen (issue 46); the profile page's "Account" section holds it. */}
            <Link to={`${withRedirect(paths.updateProfile, paths.dashboard)}#account`} className="btn btn-ghost btn-sm">
              Account settings
            </Link>
          </div>
        </aside>
        <div className="trip-sections">
          <DashboardTasksSection trips={trips} uid={user.uid} />
          {SECTION_ORDER.map((key) => (
            <section key={key} className="trip-section" aria-labelledby={`section-${key}`}>
              <h2 id={`section-${key}`}>
                {SECTION_TITLES[key]} <span className="count-badge">{groups[key].length}</span>
              </h2>
              {groups[key].length === 0 ? (
                <p className="empty-text">No {SECTION_TITLES[key].toLowerCase()} yet.</p>
              ) : (
                <ul className="trip-list">
                  {groups[key].map((trip) => (
                    <TripCard
                      key={trip.id}
                      trip={trip}
                      isOwner={trip.userId === user.uid}
                      showEdit={key === 'pending'}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
