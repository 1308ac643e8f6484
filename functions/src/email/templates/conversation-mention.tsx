// Optional, at once, once per message and person: someone wrote "@Name" of the recipient in the
// trip chat (docs/conversation.md, "Mentions"). Sent even when the conversation is muted: a
// mention is addressed to you.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface ConversationMentionProps {
  tripId: string;
  tripName: string;
  author: string;
  text: string;
}

export const conversationMention = defineTemplate<ConversationMentionProps>({
  subject: (p) => `${p.author} mentioned you in ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.author} mentioned you in the trip chat.`}
      heading={`${p.author} mentioned you`}
      button={{
        label: 'Reply in the trip chat',
        href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`),
      }}
      reason="You get this email because someone on this trip mentioned you in its chat."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        In the trip chat of <strong>{p.tripName}</strong>:
      </P>
      <P>“{p.text}”</P>
    </EmailLayout>
  ),
});
