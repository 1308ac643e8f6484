// Turns an outbox document's template and props into what is sent: a one-line subject, HTML
// (React escapes every user-written string) and the plain-text part. React Email and the
// templates load on the first render, not with every function instance: most only queue.
import { createElement } from 'react';
import type { EmailChrome, EmailTemplate } from './templates/define.js';
import { isTemplateName } from './templates/names.js';
import { oneLine } from './safe-text.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export async function renderEmail(template: string, props: unknown, chrome: EmailChrome): Promise<RenderedEmail> {
  if (!isTemplateName(template)) throw new Error(`Unknown email template: ${template}`);
  const [{ render }, { TEMPLATES }] = await Promise.all([
    import('@react-email/render'),
    import('./templates/index.js'),
  ]);
  // Props were type-checked by queueEmail when the document was written.
  const definition = TEMPLATES[template] as EmailTemplate<unknown>;
  const element = createElement(definition.Email, { props, chrome });
  const html = await render(element);
  const text = await render(element, { plainText: true });
  return { subject: oneLine(definition.subject(props)), html, text };
}
