// Optional, to the organizer and every member: an option of a choice on the plan was confirmed
// and is now part of the plan (docs/decide-together.md).
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface ChoiceResultProps {
  tripId: string;
  tripName: string;
  choiceTitle: string;
  /** The confirmed option in one line: title, times, price per person. */
  confirmed: string;
  /** The plan version the option is part of. */
  version: number;
}

export const choiceResult = defineTemplate<ChoiceResultProps>({
  subject: (p) => `Decided: ${p.choiceTitle} (${p.tripName})`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.choiceTitle}: ${p.confirmed}.`}
      heading={`Decided: ${p.choiceTitle}`}
      button={{ label: 'See your plan', href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`) }}
      reason="You get this email because you are on this trip."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        The group’s choice for <strong>{p.tripName}</strong> is confirmed: {p.confirmed}. It is in version {p.version}{' '}
        of the plan; the other options have left it.
      </P>
    </EmailLayout>
  ),
});
