// Optional, to the planner the trip is assigned to (or every planner when nobody has taken it):
// a member asked a question about an item of the published plan; links to the open questions.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, Fact, P } from './layout.js';

export interface QuestionAskedProps {
  tripId: string;
  tripName: string;
  itemTitle: string;
  askerName: string;
  question: string;
  /** Asked the whole group: the trip's members read the question and its answer. */
  toGroup: boolean;
}

export const questionAsked = defineTemplate<QuestionAskedProps>({
  subject: (p) => `New question on ${p.tripName}: ${p.itemTitle}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.askerName || 'A traveler'} asked about ${p.itemTitle}.`}
      heading="A traveler asked a question"
      button={{ label: 'Open questions', href: appLink(chrome.appUrl, '/admin/questions') }}
      reason="You get this email because you are a Tripwise planner."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        {p.askerName || 'A traveler'} asked about <strong>{p.itemTitle}</strong> on <strong>{p.tripName}</strong>
        {p.toGroup ? ', for the whole group to see:' : ':'}
      </P>
      <P>“{p.question}”</P>
      <Fact label="Trip">{p.tripName}</Fact>
      <Fact label="Item">{p.itemTitle}</Fact>
    </EmailLayout>
  ),
});
