import { AppLink } from '@/ui/app-link';
import { config } from '@/config/env';
import { paths } from '@/config/paths';
import { LegalLayout, SupportEmail, type LegalSection } from './legal-layout';

const name = config.productName;

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        {name} ("we", "us", "our") is a group trip-planning service: an organizer creates a trip and shares an invite
        link, each traveler tells us their preferences, and our planners design a plan for the group. This policy
        explains what personal information we collect when you use {name}, how we use and share it, and the choices you
        have.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    content: (
      <>
        <p>
          {name} is not intended for children under 13, and we do not knowingly collect personal information from
          children under 13.
        </p>
        <p>
          You must be 18 or older to create an account (see our <AppLink to={paths.terms}>Terms and Conditions</AppLink>
          ). If you believe a child has given us personal information, email us at <SupportEmail /> and we will delete
          it.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to run your account and plan your trips:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your email address and password. Your password is handled by our
            authentication provider and stored only in hashed form; we never see it. We also record that you accepted
            our Terms and when.
          </li>
          <li>
            <strong>Profile:</strong> your first and last name, birthday and age, travel preferences, and the countries
            you have visited. The app shows your initials in place of a photo.
          </li>
          <li>
            <strong>Trip details:</strong> for trips you organize, the trip name, destination, suggested dates, number
            of travelers, the vibe you are after, whether the group leaves from the same place, the planning options you
            choose, your notes, and whether the trip is domestic or international.
          </li>
          <li>
            <strong>Trip preferences:</strong> when you join a trip, your name, email, availability, budget,
            preferences, where you are traveling from, the places you must see, how flexible your dates are,
            accommodation needs (which can include medical or dietary needs; share only what you are comfortable with),
            whether you would share a room, and any special travel needs.
          </li>
          <li>
            <strong>Payment records:</strong> whether a trip's fee was paid, the amount and the date. See{' '}
            <a href="#payments">Payments</a>.
          </li>
          <li>
            <strong>Information on your device:</strong> we use your browser's local storage to keep you signed in, to
            remember the last page you visited, and to hold a new trip's details while you complete checkout. We do not
            use advertising cookies or third-party tracking.
          </li>
          <li>
            <strong>Trips kept for offline use:</strong> the trip pages and the published plan you opened (with your own
            confirmation codes and times) are kept in your browser's storage (IndexedDB) so they open without a network,
            for at most 30 days after they were last brought up to date; the app's own code is kept by its service
            worker until the next version. Signing out, deleting your account, or ticking "This is a shared computer"
            when you log in removes all of it (with a shared computer you stay signed in only until the tab is closed,
            and nothing of your trips is kept).
          </li>
          <li>
            <strong>Messages:</strong> what you send us when you email us or book a call.
          </li>
          <li>
            <strong>Addresses invited to a trip:</strong> when an organizer invites people by email, the addresses, when
            they were invited and reminded. We send each address one invitation and at most two reminders.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'booking-details',
    title: 'Booking details (passports)',
    content: (
      <>
        <p>
          Once a trip is ready, we ask each traveler for the details our planners need to book flights and rooms in
          their legal name: legal first and last name as on their ID, date of birth, nationality, passport number,
          issuing country and expiry date, Known Traveler and redress numbers and loyalty numbers if you have them, and
          an emergency contact (name and phone). They are required for international trips and optional for trips within
          the US.
        </p>
        <p>
          These are the most sensitive details we hold. Only you and our planners can see them: not the trip's
          organizer, not the other travelers. Planners see your passport number hidden until they choose to show it. We
          use them only to book your trip and to check it can be booked (for example, that your passport is valid for
          six months after the trip ends). We never put them in an email, and we do not share them with anyone but the
          airlines, hotels and other providers we book for you.
        </p>
        <p>
          We keep them while you are on the trip. They are deleted when you leave the trip or the organizer removes you,
          when the trip is deleted, and when you delete your account; "Download my data" includes them.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    content: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To run your trips: show invitations, collect everyone's preferences and share them with your group.</li>
        <li>
          To plan your trip: our planners use the group's preferences to choose hotels, restaurants, flights, transport
          and tickets.
        </li>
        <li>To process payments and keep the records the law requires.</li>
        <li>To answer your questions and send you messages about your account and trips.</li>
        <li>To prevent fraud and abuse, and to comply with the law.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see your information',
    content: (
      <>
        <ul>
          <li>
            <strong>Your trip group:</strong> the travelers who have joined the same trip see, on that trip's page, each
            person's name, email, availability, budget and must-see places (the join form says so at each of these
            fields). They do not see the rest of your answers. They also see the trip's own details as its organizer
            entered them (its extra notes for our planners included) and the first name of the planner handling it.
          </li>
          <li>
            <strong>Anyone holding a trip's invite link:</strong> sees the trip's name, its organizer's name,
            destination, number of travelers, vibe and dates, so they know what they are invited to; nothing about its
            travelers.
          </li>
          <li>
            <strong>The organizer:</strong> sees all of your answers to their trip, including your medical or dietary
            notes, special travel needs, where you are traveling from, your preferences, how flexible your dates are and
            whether you would share a room.
          </li>
          <li>
            <strong>Our planners:</strong> see every trip and all of its answers from the moment it is paid for, so they
            can help its organizer; they start planning once the organizer marks the trip ready.
          </li>
          <li>
            <strong>Service providers:</strong> Google Firebase (sign-in, database and hosting) and Stripe (payments)
            process information for us under contracts that limit how they may use it.
          </li>
          <li>
            <strong>Travel providers:</strong> when we plan or reserve travel for your group, we share only the details
            needed, such as travelers' names and dates, with hotels, airlines and other providers.
          </li>
          <li>
            <strong>When the law requires it:</strong> to comply with legal process, or to protect the rights, safety
            and property of our users, the public or {name}.
          </li>
          <li>
            <strong>Business transfers:</strong> if {name} is merged or sold, your information may pass to the new owner
            under this policy.
          </li>
        </ul>
        <p>We do not sell your personal information or share it for targeted advertising.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    content: (
      <p>
        Payments are handled by Stripe on its hosted checkout page. You enter your card details with Stripe, not with
        us, so we never see or store your card number. Stripe tells us whether a payment succeeded and gives us limited
        details such as the amount and date. Stripe's handling of your information is governed by the{' '}
        <a href="https://stripe.com/privacy" target="_blank" rel="noopener noreferrer">
          Stripe Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    content: (
      <p>
        We keep your account and profile for as long as your account exists. Trips and responses stay available to their
        group until the organizer deletes the trip or their account; deleting a trip also deletes every response to it.
        We keep payment records for as long as tax and accounting laws require, and may keep limited information longer
        when needed to resolve disputes or enforce our Terms. Our database is backed up so that a mistake or an outage
        loses nothing: anything deleted (a trip, a response, a whole account) can remain in those backups for up to 7
        days, after which it is gone for good. Backups are used only to recover from errors; if we ever restore one, we
        delete again what had been deleted since it was taken.
      </p>
    ),
  },
  {
    id: 'delete-account',
    title: 'How to delete your account',
    content: (
      <>
        <p>You can delete your account yourself at any time:</p>
        <ol>
          <li>
            Sign in, open <strong>My Dashboard</strong> and select <strong>Account settings</strong> on your profile
            card.
          </li>
          <li>
            Under <strong>Delete your account</strong>, select <strong>Delete My Account</strong>.
          </li>
          <li>Confirm, then enter your password when asked.</li>
        </ol>
        <p>
          This permanently deletes, right away: your profile; your responses to other people's trips and your place in
          their groups; every trip you organize, together with all of its travelers' responses; and finally your sign-in
          account. A trip our planners have already booked is the exception: it stays for its group, with everyone
          else's answers, but without your name, email, answers or account. It cannot be undone. Records of payments you
          made are kept for tax and accounting, without your name, email or account. If you cannot sign in, email us at{' '}
          <SupportEmail /> from the address on your account and we will take care of it.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    content: (
      <>
        <p>
          You can update your profile from your dashboard at any time, and edit your trip responses until the organizer
          marks the trip ready. You can download a copy of everything we hold about your account yourself: open{' '}
          <strong>Update Your Profile</strong> and select <strong>Download my data</strong>. You can also ask us for a
          copy of your information, or ask us to correct or delete it, by emailing <SupportEmail />.
        </p>
        <p>
          Every invitation and reminder has an <strong>Unsubscribe</strong> link, whether or not you have an account. It
          stops all invitations and reminders to that address from every trip; to honour it we keep only a one-way
          fingerprint of the address, not the address itself. Other reminders and updates can be switched off in your
          profile or with the link in each of them.
        </p>
        <p>
          Depending on where you live, you may have further rights under local law, such as the right to know what we
          hold about you and the right not to be treated differently for using your rights. We will answer any request
          within the time the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        We protect your information with encrypted connections, access rules that let each person see only the trips
        they belong to, and limited staff access. No method of transmission or storage is completely secure, so we
        cannot guarantee absolute security. Please keep your password private.
      </p>
    ),
  },
  {
    id: 'where',
    title: 'Where we process information',
    content: (
      <p>
        {name} is operated from the United States. Our service providers may process your information in the United
        States and other countries, where data protection laws may differ from those where you live.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy from time to time. We will change the "Last updated" date above and, for significant
        changes, tell you by email or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        This policy is governed by the laws of the State of Michigan, USA, without regard to its conflict-of-law rules.
        Disputes about it are resolved as described in our <AppLink to={paths.terms}>Terms and Conditions</AppLink>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions or requests about your privacy? Email us at <SupportEmail />.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          Your trip plans are personal. This policy explains, in plain language, what {name} collects, why, and how you
          stay in control.
        </p>
      }
      sections={SECTIONS}
      related={{ to: paths.terms, label: 'Terms and Conditions', description: `Using ${name}?` }}
    />
  );
}
