// Optional, to the member who asked: a planner answered their question about a plan item; links
// to the trip page, where the answer shows under the item.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface QuestionAnsweredProps {
  tripId: string;
  tripName: string;
  itemTitle: string;
  question: string;
  answer: string;
  plannerName: string;
}

export const questionAnswered = defineTemplate<QuestionAnsweredProps>({
  subject: (p) => `Your question about ${p.itemTitle} was answered`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.plannerName || 'A planner'} answered your question about ${p.itemTitle}.`}
      heading="Your question was answered"
      button={{ label: 'See your plan', href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`) }}
      reason="You get this email because you asked a question about your trip's plan."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        You asked about <strong>{p.itemTitle}</strong> on <strong>{p.tripName}</strong>: “{p.question}”
      </P>
      <P>
        {p.plannerName || 'A planner'} answered: “{p.answer}”
      </P>
    </EmailLayout>
  ),
});
