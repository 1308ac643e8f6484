// Optional, to the organizer: who answered since the last such email (grouped, at most one an
// hour per trip). Names only: never anything a traveler wrote in their answers.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface AnswersReceivedProps {
  tripId: string;
  tripName: string;
  /** Travelers' names in the order they answered. */
  names: string[];
  /**
   * Their uids, in the same order: not shown; account deletion finds a traveler's name in
   * batches by it, even after their answer is gone (domain/account-deletion.ts).
   */
  answerers?: string[];
}

function namesInWords(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'A traveler';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const answersReceived = defineTemplate<AnswersReceivedProps>({
  subject: (p) =>
    p.names.length === 1
      ? `${p.names[0]} answered for ${p.tripName}`
      : `${p.names.length} new answers for ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${namesInWords(p.names)} answered the trip form.`}
      heading={p.names.length === 1 ? 'A traveler answered' : `${p.names.length} travelers answered`}
      button={{
        label: 'See who has answered',
        href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`),
      }}
      reason="You get this email because you organize this trip. We send at most one of these an hour per trip."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        New answers for <strong>{p.tripName}</strong>:
      </P>
      <ul style={{ fontSize: '16px', lineHeight: '26px', margin: '0 0 16px', paddingLeft: '24px' }}>
        {p.names.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    </EmailLayout>
  ),
});
