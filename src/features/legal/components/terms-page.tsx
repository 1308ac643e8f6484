import { AppLink } from '@/ui/app-link';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';
import { config } from '@/config/env';
import { paths } from '@/config/paths';
import { LegalLayout, SupportEmail, type LegalSection } from './legal-layout';

const name = config.productName;
const domestic = formatUsd(PRICE_CENTS.domestic);
const international = formatUsd(PRICE_CENTS.international);

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <p>
        These Terms and Conditions are a contract between you and {name} ("we", "us", "our"). By creating an account or
        using {name} you agree to them and to our <AppLink to={paths.privacyPolicy}>Privacy Policy</AppLink>. If you do
        not agree, please do not use {name}.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: `Who can use ${name}`,
    content: (
      <p>
        You must be at least 18 years old to use {name}, whether you organize a trip or join one. By creating an account
        you confirm that you are 18 or older and able to enter into this contract.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'What we do',
    content: (
      <>
        <p>
          {name} is a planning service. An organizer creates a trip, invites the group with a link, each traveler shares
          their preferences, and our planners design a plan covering hotels, restaurants, flights, transport and
          tickets.
        </p>
        <p>
          The hotels, airlines, restaurants, transport companies and venues in your plan are independent businesses.
          Their own terms, prices and cancellation policies apply to anything you book with them, and we are not
          responsible for what they do or fail to do. We work hard to plan around everyone's preferences, but we cannot
          guarantee availability or prices, or that every preference can be met.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <p>
        Give us accurate information and keep it up to date. Keep your password private; you are responsible for
        everything done with your account. Tell us at <SupportEmail /> right away if you think someone else has used it.
      </p>
    ),
  },
  {
    id: 'trips',
    title: 'Trips, invitations and responses',
    content: (
      <ul>
        <li>Anyone with a trip's invite link can sign in and join it, so share the link only with your group.</li>
        <li>Responses to a trip are visible to its organizer, to the travelers who joined it, and to our planners.</li>
        <li>
          Once the organizer marks a trip ready, responses and trip details are locked until the organizer marks it
          unready.
        </li>
        <li>
          Organizers are responsible for the trip details they enter and for inviting people who agree to take part.
        </li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    content: (
      <>
        <p>
          The organizer pays a one-time fee for each trip: <strong>{domestic}</strong> for a domestic trip (planned
          within the US) or <strong>{international}</strong> for an international trip (planned outside the US), charged
          in US dollars when the trip is created. Payment is processed by Stripe.
        </p>
        <p>
          These fees are for the planning service only. They do not include the cost of hotels, flights, restaurants,
          transport, tickets or anything else your group books, which you pay to the provider. We may change our fees
          for future trips; the fee shown at checkout is the one that applies.
        </p>
      </>
    ),
  },
  {
    id: 'payment-disputes',
    title: 'Payment disputes',
    content: (
      <p>
        If you believe you were charged in error or want to dispute a payment, you must tell us by emailing{' '}
        <SupportEmail /> within 30 days of the charge. We will review your request in good faith and, if we agree,
        refund the fee to your original payment method. To the extent the law allows, a charge not disputed within 30
        days is final. This does not limit any right that the law does not allow to be waived.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>When you use {name}, you agree not to:</p>
        <ul>
          <li>break the law, or use {name} to harass, threaten or mislead anyone;</li>
          <li>enter information about other people without their permission;</li>
          <li>access trips or accounts that are not yours, or try to get around our security;</li>
          <li>copy, scrape or overload the service, or upload malicious code.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and our service',
    content: (
      <p>
        You own the information you enter. You give us permission to store, use and share it as needed to run {name} and
        plan your trips, as described in our <AppLink to={paths.privacyPolicy}>Privacy Policy</AppLink>. The {name}{' '}
        name, website and plans we create are ours; you may use your plans for your own trips.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    content: (
      <p>
        {name} is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties,
        express or implied, including merchantability, fitness for a particular purpose and non-infringement. Travel
        carries risks, and you are responsible for your own travel documents, insurance, health and safety.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <>
        <p>
          To the fullest extent the law allows, {name} is not liable for any indirect, incidental, special,
          consequential or punitive damages, or for lost profits, data, or travel costs and opportunities.
        </p>
        <p>
          Our total liability for all claims relating to {name} is limited to the lesser of (a) the amount you paid us
          in the 12 months before the event giving rise to the claim, or (b) $100.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    content: (
      <p>
        You agree to defend and hold {name} harmless from claims by others that arise from your breach of these terms or
        your misuse of the service.
      </p>
    ),
  },
  {
    id: 'arbitration',
    title: 'Binding individual arbitration',
    content: (
      <>
        <p>
          <strong>Please read this section carefully: it affects your rights.</strong> If you have a concern, email us
          at <SupportEmail /> first; most issues are resolved that way. If we cannot resolve a dispute informally within
          60 days, you and {name} agree to resolve any dispute arising out of or relating to these terms or {name}{' '}
          through final and binding arbitration on an individual basis, instead of in court.
        </p>
        <ul>
          <li>
            The arbitration will be run by the American Arbitration Association under its Consumer Arbitration Rules, by
            video or phone, or in person in the county where you live or in Michigan.
          </li>
          <li>
            Claims may be brought only individually, not as a plaintiff or class member in any class, consolidated or
            representative proceeding. You and {name} waive any right to a jury trial.
          </li>
          <li>Either of us may bring an individual claim in small claims court instead, if it qualifies.</li>
          <li>The Federal Arbitration Act governs the interpretation and enforcement of this section.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'time-limit',
    title: 'Time limit for claims',
    content: (
      <p>
        To the extent the law allows, any claim arising out of or relating to these terms or {name} must be brought
        within 1 year after it arises. Claims brought later are permanently barred.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        These terms are governed by the laws of the State of Michigan, USA, without regard to its conflict-of-law rules,
        except that the Federal Arbitration Act governs the arbitration section. Any matter that is not subject to
        arbitration will be heard only in the state or federal courts located in Michigan, and you and {name} consent to
        their jurisdiction.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use',
    content: (
      <p>
        You can stop using {name} and delete your account at any time (see{' '}
        <AppLink to={`${paths.privacyPolicy}#delete-account`}>how to delete your account</AppLink>). We may suspend or
        end your access if you break these terms. The sections on fees, payment disputes, liability, arbitration, time
        limits and governing law continue to apply afterwards.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms. We will change the "Last updated" date above and, for significant changes, tell you
        by email or in the app before they take effect. Continuing to use {name} after that means you accept the updated
        terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these terms? Email us at <SupportEmail />.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms and Conditions"
      intro={
        <p>
          The short version: you must be 18 or older, fees pay for our planning service, and disputes are settled by
          individual arbitration under Michigan law. The details follow.
        </p>
      }
      sections={SECTIONS}
      related={{ to: paths.privacyPolicy, label: 'Privacy Policy', description: 'Curious how we handle your data?' }}
    />
  );
}
