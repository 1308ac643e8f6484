// The template registry: one entry per email, each a React component in its own file here.
// An outbox document names its template by key; props are that template's stored props.
import type { EmailTemplate } from './define.js';
import { allAnswered } from './all-answered.js';
import { answersReceived } from './answers-received.js';
import { paymentReceived } from './payment-received.js';
import { tripBooking } from './trip-booking.js';
import { tripReady } from './trip-ready.js';

export const TEMPLATES = {
  'payment-received': paymentReceived,
  'answers-received': answersReceived,
  'all-answered': allAnswered,
  'trip-ready': tripReady,
  'trip-booking': tripBooking,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateProps<Name extends TemplateName> =
  (typeof TEMPLATES)[Name] extends EmailTemplate<infer Props> ? Props : never;

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && Object.hasOwn(TEMPLATES, name);
}
