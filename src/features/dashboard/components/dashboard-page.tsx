import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths, withRedirect } from '../../../config/paths';
import type { Trip, UserProfile } from '../../../lib/models';
import { DeleteAccountButton } from '../../account';
import { useAuth } from '../../auth';
import { ageOn } from '../../profile';
import { Avatar } from '../../../ui/avatar';
import { Loading } from '../../../ui/page-states';
import { loadDashboard } from '../api/dashboard-api';
import { groupTrips, SECTION_TITLES, type SectionKey } from '../trip-sections';
import { TripCard } from './trip-card';
import '../dashboard.css';

const SECTION_ORDER: SectionKey[] = ['pending', 'booked', 'past'];

export default function DashboardPage() {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [trips, setTrips] = useState<Trip[] | null>(null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    loadDashboard(user.uid)
      .then(({ profile: loadedProfile, trips: loadedTrips }) => {
        if (cancelled) return;
        setProfile(loadedProfile);
        setTrips(loadedTrips);
      })
      .catch((error: unknown) => {
        console.error('Failed to load dashboard', error);
        if (!cancelled) {
          setLoadError(true);
          setTrips([]);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [user]);

  // A signed-out visitor of the dashboard goes home.
  if (!loading && !user) return <Navigate to={paths.home} replace />;
  if (!user || trips === null) return <Loading />;

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
            <DeleteAccountButton />
          </div>
        </aside>
        <div className="trip-sections">
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
