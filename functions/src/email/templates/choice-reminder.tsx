// Optional, to a member who has not answered a choice on the plan, the day before its deadline
// (docs/decide-together.md): which choice, its options and the deadline on the trip's clock.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface ChoiceReminderProps {
  tripId: string;
  tripName: string;
  choiceTitle: string;
  /** Each option in one line ("In" and "Out" for who is in). */
  options: string[];
  /** The deadline in the trip's zone, naming the zone. */
  deadline: string;
}

export const choiceReminder = defineTemplate<ChoiceReminderProps>({
  subject: (p) => `Your answer is needed by ${p.deadline}: ${p.choiceTitle}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.tripName}: the group decides “${p.choiceTitle}” by ${p.deadline}.`}
      heading={`Decide together: ${p.choiceTitle}`}
      button={{
        label: 'Answer in your plan',
        href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`),
      }}
      reason="You get this email because you are on this trip and have not answered this choice yet."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        The group on <strong>{p.tripName}</strong> is deciding “{p.choiceTitle}”, and your answer is not in yet. The
        options:
      </P>
      {p.options.map((line) => (
        <P key={line}>• {line}</P>
      ))}
      <P>Answer by {p.deadline}. You can change your answer until then.</P>
    </EmailLayout>
  ),
});
