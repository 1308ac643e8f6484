import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';
import { config } from '../../../config/env';
import { paths } from '../../../config/paths';
import '../legal.css';

const LAST_UPDATED = 'November 23, 2026';
const DOMESTIC = formatUsd(PRICE_CENTS.domestic);
const INTERNATIONAL = formatUsd(PRICE_CENTS.international);

const SECTIONS: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        These Terms and Conditions (“Terms”) are an agreement between you and {config.productName} (“we”, “us”).
        By creating an account or using our website and group trip-planning service (the “Service”), you agree to
        these Terms and to our <Link to={paths.privacyPolicy}>Privacy Policy</Link>. If you do not agree, do not use
        the Service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old, and able to form a binding contract, to create an account or use the
        Service. By using the Service you confirm that you are 18 or older. The Service is not directed to children,
        and we do not knowingly collect information from children under 13.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        You are responsible for the accuracy of the information you give us, for keeping your password
        confidential and for everything that happens under your account. Tell us right away at{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> if you suspect unauthorized use. You can
        delete your account at any time from your dashboard.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The Service',
    body: (
      <>
        <p>
          An organizer creates a trip and shares an invite link; each traveler fills in their preferences; when the
          organizer marks the trip ready, our planners design a plan that may cover hotels, restaurants, flights,
          transport and tickets.
        </p>
        <p>
          We plan trips with care, but we do not operate any hotel, airline, restaurant or other travel supplier.
          Bookings with those suppliers are governed by their own terms, and their prices and availability can
          change. Organizers are responsible for making sure the people they invite agree to share their
          preferences with the group.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    body: (
      <>
        <p>The organizer pays one planning fee per trip, whatever the size of the group:</p>
        <ul>
          <li><strong>{DOMESTIC}</strong> for a domestic trip, planned within the United States.</li>
          <li><strong>{INTERNATIONAL}</strong> for an international trip, planned outside the United States.</li>
        </ul>
        <p>
          Fees are charged in US dollars through Stripe’s hosted checkout when the trip is created. The fee covers
          our planning service only; the cost of hotels, flights, tickets and other bookings is separate. Fees are
          non-refundable once our planners have started work on the trip, except where the law requires otherwise.
        </p>
        <p>
          <strong>Payment disputes must be raised within 30 days</strong> of the charge by emailing{' '}
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>. If you do not raise a dispute within 30
          days, the charge is considered final.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not use the Service for anything unlawful, or to harass, mislead or harm others.</li>
        <li>Do not submit information about other people without their permission.</li>
        <li>Do not try to access trips, accounts or data that are not yours, or interfere with the Service’s
          security or operation.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        You keep ownership of the information you submit. You give us permission to store, use and share it with
        your trip’s members, our planners and travel suppliers, only as needed to provide the Service, as described
        in our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service at any time. We may suspend or close an account that breaks these Terms or
        puts other users at risk. Sections that by their nature should survive termination, including fees owed,
        disclaimers, limitation of liability and dispute resolution, continue to apply.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p className="legal-caps">
        The Service is provided “as is” and “as available”. To the fullest extent permitted by law, we disclaim all
        warranties, express or implied, including merchantability, fitness for a particular purpose and
        non-infringement. We are not responsible for the acts, omissions, prices or availability of third-party
        travel suppliers, or for weather, travel restrictions and other events outside our control.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p className="legal-caps">
        To the fullest extent permitted by law, {config.productName} will not be liable for any indirect,
        incidental, special, consequential or punitive damages, or for lost profits, data or enjoyment. Our total
        liability for any claim arising out of or relating to the Service or these Terms is limited to{' '}
        <strong>the lesser of the amount you paid us in the 12 months before the claim arose, or $100</strong>.
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to indemnify and hold {config.productName} harmless from claims arising out of your misuse of the
        Service or your breach of these Terms.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Dispute resolution and arbitration',
    body: (
      <>
        <p>
          Please contact us first: most concerns can be resolved quickly by email. If we cannot resolve a dispute
          informally within 30 days, <strong>you and we agree to resolve it by binding individual arbitration</strong>{' '}
          rather than in court, except that either party may bring an individual claim in small-claims court.
          Arbitration will be administered by the American Arbitration Association under its Consumer Arbitration
          Rules and held in Michigan or by video conference.
        </p>
        <p>
          <strong>Class actions and jury trials are waived.</strong> Claims may be brought only on an individual
          basis, not as a plaintiff or class member in any class, collective or representative proceeding.
        </p>
        <p>
          <strong>Any claim must be brought within 1 year</strong> after it arises; otherwise it is permanently
          barred.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These Terms are governed by the laws of the State of Michigan, United States, without regard to its
        conflict-of-law rules, and by the Federal Arbitration Act. Subject to the arbitration section, the state and
        federal courts located in Michigan have exclusive jurisdiction.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms. We will change the date at the top of this page and, for material changes,
        notify you before they take effect. Continuing to use the Service after that means you accept the new Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these Terms? Email <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <article className="legal" aria-labelledby="terms-title">
      <header className="legal-header">
        <h1 id="terms-title">Terms and Conditions</h1>
        <p className="legal-updated">Last updated: {LAST_UPDATED}</p>
      </header>

      <div className="legal-summary">
        <p>
          <strong>Key points:</strong> you must be 18 or older; the planning fee is {DOMESTIC} for a domestic trip
          and {INTERNATIONAL} for an international one; payment disputes must be raised within 30 days; disputes are
          settled by binding individual arbitration under Michigan law; claims must be brought within 1 year; and our
          liability is capped at the lesser of what you paid in the prior 12 months or $100. Please read the full
          terms below.
        </p>
      </div>

      <nav className="legal-toc" aria-labelledby="terms-toc-title">
        <h2 id="terms-toc-title">Contents</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {SECTIONS.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}

      <footer className="legal-footer">
        <p>
          See also our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </footer>
    </article>
  );
}
