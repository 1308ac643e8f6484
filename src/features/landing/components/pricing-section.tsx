import { AppLink } from '@/ui/app-link';
import { paths } from '@/config/paths';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';

const INCLUDED = ['Hotels', 'Restaurants', 'Flights', 'Transport', 'Tickets', 'Planned by real people'];

const PLANS = [
  { id: 'domestic', name: 'Domestic', where: 'Planned within the US', cents: PRICE_CENTS.domestic },
  { id: 'international', name: 'International', where: 'Planned outside the US', cents: PRICE_CENTS.international },
] as const;

export function PricingSection() {
  return (
    <section id="pricing" className="lp-section lp-alt" aria-labelledby="pricing-title">
      <div className="lp-inner">
        <div className="lp-head lp-center">
          <p className="lp-eyebrow">Simple pricing</p>
          <h2 id="pricing-title">Pricing</h2>
          <p className="lp-lead">One flat fee per trip, however many people come along.</p>
        </div>
        <div className="pricing-grid">
          {PLANS.map((plan) => (
            <article key={plan.id} className={`card price-card price-${plan.id}`} aria-labelledby={`plan-${plan.id}`}>
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              <p className="price-where">{plan.where}</p>
              <p className="price">
                <span className="price-amount">{formatUsd(plan.cents)}</span> per trip
              </p>
              <ul className="checks" aria-label={`Included in ${plan.name}`}>
                {INCLUDED.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <AppLink
                to={paths.create}
                className={plan.id === 'international' ? 'btn btn-primary' : 'btn btn-secondary'}
              >
                Create a Trip
              </AppLink>
            </article>
          ))}
        </div>
        <p className="pricing-note">
          Paid once by the organizer through Stripe's secure checkout. The fee covers the planning service; hotels,
          flights and other bookings are paid separately.
        </p>
      </div>
    </section>
  );
}
