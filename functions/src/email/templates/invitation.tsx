// Transactional: the organizer invited this address by email (docs/email-invitations.md); it
// carries the address's unsubscribe link all the same (no organizer may use us to spam).
// Who invites, to what, when, and one button to the trip's join form; never anyone's answers.
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';
import { invitationLink, organizerOf, TripInvitationFacts, type TripInvitationProps } from './trip-invitation-facts.js';

export const invitation = defineTemplate<TripInvitationProps>({
  subject: (p) => `${organizerOf(p)} invited you to ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${organizerOf(p)} is planning ${p.tripName} and wants to know when you can come.`}
      heading={`You're invited to ${p.tripName}`}
      button={{ label: 'Answer the invitation', href: invitationLink(chrome.appUrl, p) }}
      reason={`You get this email because ${organizerOf(p)} invited this address to a trip on Tripwise.`}
      unsubscribeUrl={chrome.unsubscribeUrl}
      unsubscribeFromInvitations
    >
      <P>
        {organizerOf(p)} is planning a group trip with Tripwise and would like you to come. Tell them when you can
        travel, your budget and what you would love to do: it takes a few minutes.
      </P>
      <TripInvitationFacts p={p} />
    </EmailLayout>
  ),
});
