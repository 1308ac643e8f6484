// Optional, once a day at most per person per trip: the new messages of the trip conversation in
// the threads the recipient reads (docs/conversation.md, "Email"). Text only: React escapes it,
// and a link in a message stays text.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface ConversationDigestProps {
  tripId: string;
  tripName: string;
  /** The messages listed, oldest first; `thread` is the thread's title ("Trip chat", …). */
  messages: { thread: string; author: string; at: string; text: string }[];
  /** New messages not listed (over the email's limit). */
  more: number;
}

const count = (n: number) => (n === 1 ? '1 new message' : `${n} new messages`);

export const conversationDigest = defineTemplate<ConversationDigestProps>({
  subject: (p) => `${count(p.messages.length + p.more)} in ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${count(p.messages.length + p.more)} in the conversation of ${p.tripName}.`}
      heading={`New in the conversation: ${p.tripName}`}
      button={{
        label: 'Open the conversation',
        href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`),
      }}
      reason="You get this email because you are on this trip. We send at most one a day per trip; mute the conversation on the trip page to stop it."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      {p.messages.map((message, index) => (
        <P key={index}>
          <strong>
            {message.author} · {message.thread}
          </strong>{' '}
          ({message.at})
          <br />
          {message.text}
        </P>
      ))}
      {p.more > 0 && <P>…and {p.more === 1 ? '1 earlier message' : `${p.more} earlier messages`}.</P>}
    </EmailLayout>
  ),
});
