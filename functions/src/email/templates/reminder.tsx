// Optional: a reminder to an invitee who has not answered yet, sent by the organizer's button
// or the daily job on day 3 and day 7 (docs/email-invitations.md). Carries the unsubscribe link.
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';
import { invitationLink, organizerOf, TripInvitationFacts, type TripInvitationProps } from './trip-invitation-facts.js';

export const reminder = defineTemplate<TripInvitationProps>({
  subject: (p) => `Reminder: ${organizerOf(p)} is waiting for your answer about ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.tripName} is being planned. Answer so ${organizerOf(p)} can count you in.`}
      heading={`Can you make it to ${p.tripName}?`}
      button={{ label: 'Answer the invitation', href: invitationLink(chrome.appUrl, p) }}
      reason={`You get this email because ${organizerOf(p)} invited this address to a trip on Tripwise and you have not answered yet.`}
      unsubscribeUrl={chrome.unsubscribeUrl}
      unsubscribeFromInvitations
    >
      <P>
        {organizerOf(p)} invited you to a group trip and has not heard from you yet. The planning starts once everyone
        has answered.
      </P>
      <TripInvitationFacts p={p} />
    </EmailLayout>
  ),
});
