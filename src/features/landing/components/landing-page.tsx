import { AppLink, useAppLocation } from '@/ui/app-link';
import { paths } from '@/config/paths';
import { AboutSection } from './about-section';
import { BookCallLink } from './book-call-link';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { TripsSection } from './trips-section';
import '../landing.css';

// The landing page ships in the entry chunk: it must stay free of Firebase and of any
// request to another host (docs/performance.md budgets), so it uses only static content and /images.
/** Shown on /?deleted=true, where Delete My Account lands. */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted. Thank you for planning with Tripwise.';

export default function LandingPage() {
  const searchParams = new URLSearchParams(useAppLocation().search);
  return (
    <div className="landing">
      {searchParams.get('deleted') === 'true' && (
        <p className="banner banner-success lp-deleted" role="status">
          {ACCOUNT_DELETED_MESSAGE}
        </p>
      )}
      <HeroSection />
      <AboutSection />
      <HowItWorksSection />
      <PricingSection />
      <TripsSection />
      <section className="lp-cta" aria-labelledby="cta-title">
        <div className="lp-inner lp-cta-inner">
          <h2 id="cta-title">Ready to gather your group?</h2>
          <p>Create your trip in a few minutes, or talk it through with a planner first.</p>
          <div className="btn-row">
            <AppLink to={paths.create} className="btn btn-primary">
              Create a Trip
            </AppLink>
            <BookCallLink className="btn btn-on-dark" />
          </div>
        </div>
      </section>
    </div>
  );
}
