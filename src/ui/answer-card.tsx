// A traveler's answer as a card: who (avatar, name, email) and a few of their answers. The
// organizer's trip page and the planner's brief both list their travelers with it, inside an
// <AnswerGrid>; each page picks the facts it shows and may add an action below them.
import type { ReactNode } from 'react';
import { Avatar } from './avatar';
import { EmailAddress } from './email-address';
import './answer-card.css';

export interface AnswerFact {
  label: string;
  /** Shown as a dash when empty. */
  value: string;
}

interface AnswerCardProps {
  name: string;
  email: string;
  imageUrl?: string | null;
  facts: readonly AnswerFact[];
  /** A background colour that tells travelers apart at a glance (the organizer's page). */
  tint?: string;
  /** Extra classes for the list item (a page's own layout hints). */
  className?: string;
  /** An action under the facts, e.g. the organizer's Remove button. */
  children?: ReactNode;
}

export function AnswerCard({ name, email, imageUrl, facts, tint, className, children }: AnswerCardProps) {
  return (
    <li
      className={className ? `response-card ${className}` : 'response-card'}
      style={tint ? { background: tint } : undefined}
    >
      <div className="response-card-head">
        <Avatar name={name} imageUrl={imageUrl} size={48} />
        <div>
          <h3>{name}</h3>
          <p className="response-email">
            <EmailAddress email={email} />
          </p>
        </div>
      </div>
      <dl className="response-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}

/** The list the cards sit in: as many columns as fit. */
export function AnswerGrid({ children }: { children: ReactNode }) {
  return <ul className="response-grid">{children}</ul>;
}
