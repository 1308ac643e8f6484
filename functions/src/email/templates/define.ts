// The shape every email template has: a subject line and a React component, both fed the
// props stored on the outbox document (plain JSON) plus what the sender adds at send time.
import type { ReactElement } from 'react';

/** Added by the sender, never stored: the app's origin and, for optional emails, the unsubscribe URL. */
export interface EmailChrome {
  appUrl: string;
  unsubscribeUrl?: string;
}

export interface EmailTemplate<Props> {
  /** Plain text; the renderer flattens it to one line before it becomes a header. */
  subject: (props: Props) => string;
  Email: (input: { props: Props; chrome: EmailChrome }) => ReactElement;
}

export function defineTemplate<Props>(template: EmailTemplate<Props>): EmailTemplate<Props> {
  return template;
}
