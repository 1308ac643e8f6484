import { Fragment } from 'react';

/**
 * An email address that may wrap only where a reader expects it to: before the @ and before each
 * dot (a hyphen already allows a break after it), never in the middle of a word. For narrow
 * cards, where `overflow-wrap: anywhere` would cut "alexander" into "alexa" and "nder". The text
 * stays one string for copying, searching and screen readers (<wbr> adds no characters).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
