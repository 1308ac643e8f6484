// The template registry: one entry per email, each a React component in its own file here.
// An outbox document names its template by key (names.ts); props are that template's stored
// props. Loaded only when an email is rendered (render.ts).
import type { EmailTemplate } from './define.js';
import type { TemplateName } from './names.js';
import { allAnswered } from './all-answered.js';
import { answersReceived } from './answers-received.js';
import { invitation } from './invitation.js';
import { paymentReceived } from './payment-received.js';
import { planPublished } from './plan-published.js';
import { questionAnswered } from './question-answered.js';
import { questionAsked } from './question-asked.js';
import { questionsAsked } from './questions-asked.js';
import { reminder } from './reminder.js';
import { tripBooking } from './trip-booking.js';
import { tripReady } from './trip-ready.js';
import { choiceReminder } from './choice-reminder.js';
import { choiceResult } from './choice-result.js';
import { balanceReminder } from './balance-reminder.js';
import { balanceFailed } from './balance-failed.js';
import { tripMoneyReceipt } from './trip-money-receipt.js';
import { conversationDigest } from './conversation-digest.js';
import { conversationMention } from './conversation-mention.js';

export const TEMPLATES = {
  'payment-received': paymentReceived,
  'answers-received': answersReceived,
  'all-answered': allAnswered,
  'trip-ready': tripReady,
  'trip-booking': tripBooking,
  invitation,
  reminder,
  'plan-published': planPublished,
  'question-asked': questionAsked,
  'questions-asked': questionsAsked,
  'question-answered': questionAnswered,
  'choice-reminder': choiceReminder,
  'choice-result': choiceResult,
  'balance-reminder': balanceReminder,
  'balance-failed': balanceFailed,
  'trip-money-receipt': tripMoneyReceipt,
  'conversation-digest': conversationDigest,
  'conversation-mention': conversationMention,
} satisfies Record<TemplateName, unknown>;

export type { TemplateName };
export type TemplateProps<Name extends TemplateName> =
  (typeof TEMPLATES)[Name] extends EmailTemplate<infer Props> ? Props : never;
