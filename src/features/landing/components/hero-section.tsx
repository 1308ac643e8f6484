import { AppLink } from '@/ui/app-link';
import { paths } from '@/config/paths';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';
import { BookCallLink } from './book-call-link';

const TRAVELERS = [
  { initials: 'AM', colour: '#fde68a' },
  { initials: 'JR', colour: '#bfdbfe' },
  { initials: 'KL', colour: '#fbcfe8' },
  { initials: 'DS', colour: '#bbf7d0' },
];

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="lp-inner hero-inner">
        <div className="hero-copy">
          <p className="lp-eyebrow">Group trips, planned by real people</p>
          <h1 id="hero-title">
            <span>You gather the group.</span> <span>We'll handle the planning.</span>
          </h1>
          <p className="hero-lead">
            Share one link, let everyone add their dates, budget and must-sees, and a real planner turns it all into one
            trip the whole group will love.
          </p>
          <div className="btn-row">
            <AppLink to={paths.create} className="btn btn-primary">
              Create a Trip
            </AppLink>
            <BookCallLink />
          </div>
          <ul className="hero-trust">
            <li>From {formatUsd(PRICE_CENTS.domestic)} per trip</li>
            <li>No app to download</li>
            <li>Hotels to tickets, handled</li>
          </ul>
        </div>

        {/* A picture of the product at work; decorative, the copy beside it says the same. */}
        <div className="hero-visual" aria-hidden="true">
          <img
            className="hero-photo"
            src="/images/hawaii.svg"
            width={640}
            height={400}
            fetchPriority="high"
            alt="Illustration of palm trees on a Hawaiian beach at sunset"
          />
          <div className="hero-chip hero-chip-plan">
            <span className="hero-dot" />
            <span>
              <strong>Plan ready</strong> · Maui, 7 days
            </span>
          </div>
          <div className="hero-chip hero-chip-group">
            <span className="hero-avatars">
              {TRAVELERS.map((t) => (
                <span key={t.initials} style={{ background: t.colour }}>
                  {t.initials}
                </span>
              ))}
              <span>+8</span>
            </span>
            <span>
              <strong>12 travelers</strong>
              <br />
              all preferences in
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
