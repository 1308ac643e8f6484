import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../../config/env';
import { paths } from '../../../config/paths';
import '../legal.css';

const LAST_UPDATED = 'November 23, 2026';

const SECTIONS: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {config.productName} (“we”, “us”, “our”) runs a group trip-planning service: an organizer
        creates a trip, invites travelers with a link, everyone shares their preferences, and our planners design the
        trip. This policy explains what personal information we collect when you use our website and service, how we
        use it, and the choices you have.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <p>
        Our service is not intended for children under 13, and we do not knowingly collect personal information from
        children under 13. If you believe a child under 13 has given us personal information, contact us at the
        address below and we will delete it. Under our <Link to={paths.terms}>Terms and Conditions</Link>, you must
        be at least 18 to create an account.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to plan your trip:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your email address and a password, which is handled by our
            identity provider and never stored by us in readable form.
          </li>
          <li>
            <strong>Profile information:</strong> optional details you choose to add, such as your name, birthday,
            age, travel preferences, countries you have visited and a profile picture.
          </li>
          <li>
            <strong>Trip information:</strong> the trips you create (name, destination, dates, group size, vibe,
            planning options and notes) and your trip preferences when you join one, such as availability, budget,
            departure location, must-see places, rooming preferences and any dietary, medical or accessibility needs
            you decide to share.
          </li>
          <li>
            <strong>Technical information:</strong> basic data your browser sends when you visit, such as your IP
            address, browser type and pages viewed, used to keep the service secure and working. We store your last
            visited page in your own browser so we can bring you back to it after you sign in.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account and let you sign in.</li>
        <li>To let organizers and travelers on the same trip see each other’s names and responses.</li>
        <li>To plan your trip: our planners read the group’s responses to book hotels, restaurants, flights,
          transport and tickets.</li>
        <li>To process payments, send service messages and answer your questions.</li>
        <li>To prevent fraud and abuse and to comply with the law.</li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Payments are processed by Stripe through its secure hosted checkout. We never see or store your full card
        number or security code. Stripe tells us whether a payment succeeded, the amount and a reference we use to
        match the payment to your trip. Stripe’s use of your information is governed by its own privacy policy.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>We do not sell your personal information or share it for advertising. We share it only:</p>
        <ul>
          <li>With other members of a trip you create or join, who can see the responses on that trip.</li>
          <li>With service providers that host our app, database and sign-in, and process payments, under
            contracts that limit their use of the data to providing services to us.</li>
          <li>With hotels, airlines and other travel suppliers, only as needed to make bookings you asked for.</li>
          <li>When the law requires it, or to protect the rights and safety of our users and of {config.productName}.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Keeping and deleting your data',
    body: (
      <>
        <p>
          We keep your information for as long as your account is active. You can delete your account at any time
          with <strong>Delete My Account</strong> on your dashboard. Deleting your account removes your account and the
          personal data linked to it, including your profile and your trip responses, from our systems.
        </p>
        <p>
          We may keep a limited record of payments where tax or accounting law requires it, and backups are
          overwritten on a regular schedule.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <p>
        You can view and update your profile from your dashboard, and edit your responses to a trip until the
        organizer marks it ready. Depending on where you live, you may also have the right to request a copy of your
        information, ask us to correct or delete it, or object to certain uses. To make a request, email us; we will
        answer within 30 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We use encrypted connections, access rules that let only the right people read each trip, and reputable
        hosting providers. No system is perfectly secure, so please use a strong, unique password.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page, and for significant changes we
        will tell you by email or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        This policy is governed by the laws of the State of Michigan, United States, without regard to its
        conflict-of-law rules.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about your privacy? Email{' '}
        <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <article className="legal" aria-labelledby="privacy-title">
      <header className="legal-header">
        <h1 id="privacy-title">Privacy Policy</h1>
        <p className="legal-updated">Last updated: {LAST_UPDATED}</p>
      </header>

      <div className="legal-summary">
        <p>
          <strong>In short:</strong> we collect your account email, your profile and your trip preferences so we can
          plan your trip. Stripe handles payments and we never see your card number. We don’t sell your data, and
          deleting your account from your dashboard removes it.
        </p>
      </div>

      <nav className="legal-toc" aria-labelledby="privacy-toc-title">
        <h2 id="privacy-toc-title">Contents</h2>
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
          See also our <Link to={paths.terms}>Terms and Conditions</Link>.
        </p>
      </footer>
    </article>
  );
}
