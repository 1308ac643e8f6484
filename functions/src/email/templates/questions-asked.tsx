// Optional, to the planners a trip's questions go to: the questions asked since the last email,
// in one digest (docs/plan-questions.md, "Many questions at once"). The first question after a
// quiet spell still goes on its own at once (question-asked.tsx); the rest wait here.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, Fact, P } from './layout.js';

export interface DigestQuestion {
  itemTitle: string;
  askerName: string;
  question: string;
  toGroup: boolean;
}

export interface QuestionsAskedProps {
  tripId: string;
  tripName: string;
  questions: DigestQuestion[];
}

export const questionsAsked = defineTemplate<QuestionsAskedProps>({
  subject: (p) =>
    p.questions.length === 1
      ? `New question on ${p.tripName}: ${p.questions[0]?.itemTitle ?? ''}`
      : `${p.questions.length} new questions on ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.questions.length} new ${p.questions.length === 1 ? 'question' : 'questions'} on ${p.tripName}.`}
      heading="Travelers asked questions"
      button={{ label: 'Open questions', href: appLink(chrome.appUrl, '/admin/questions') }}
      reason="You get this email because you are a Tripwise planner."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        New questions on <strong>{p.tripName}</strong> since the last email:
      </P>
      {p.questions.map((q, index) => (
        <P key={index}>
          {q.askerName || 'A traveler'} about <strong>{q.itemTitle}</strong>
          {q.toGroup ? ' (for the whole group)' : ''}: “{q.question}”
        </P>
      ))}
      <Fact label="Trip">{p.tripName}</Fact>
    </EmailLayout>
  ),
});
