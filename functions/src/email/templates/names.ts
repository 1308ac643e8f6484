// The template keys alone, without the React components (index.ts): queueing an email checks
// its template name, and most functions only queue, so they do not load React Email at all.
export const TEMPLATE_NAMES = [
  'payment-received',
  'answers-received',
  'all-answered',
  'trip-ready',
  'trip-booking',
  'invitation',
  'reminder',
  'plan-published',
  'question-asked',
  'questions-asked',
  'question-answered',
  'choice-reminder',
  'choice-result',
  'balance-reminder',
  'balance-failed',
  'trip-money-receipt',
  'conversation-digest',
  'conversation-mention',
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(name);
}
