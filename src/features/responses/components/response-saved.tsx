import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ResponseFormMode } from './response-form';

/** Where the group stands after one's answer was saved (read from the trip once one is a member). */
export interface GroupProgress {
  answered: number;
  expected: number;
}

/** What happens after one's answer, in order (issue #45, item 3): the group, the organizer, the planners. */
export function nextStepsText(progress: GroupProgress | null, organizerLabel: string): string[] {
  const steps: string[] = [];
  if (progress && progress.expected > 0) {
    const left = Math.max(progress.expected - progress.answered, 0);
    steps.push(
      left === 0
        ? `Everyone has answered (${progress.answered} ${progress.answered === 1 ? 'answer' : 'answers'}).`
        : `${progress.answered} of ${progress.expected} travelers have answered; ${left} still to answer.`,
    );
  }
  steps.push(
    `When everyone has answered, ${organizerLabel} marks the trip ready. You can change your answers until then.`,
    'Then our planners plan the hotels, flights and activities from everyone’s answers, usually within a week, and we email you when the plan is ready to see on the trip page.',
  );
  return steps;
}

/**
 * After a saved answer: what happened, what happens next, and the way on. It takes the top of the
 * screen, heading first (a phone would otherwise show the empty bottom of the longer form).
 */
export function ResponseSaved({
  mode,
  tripId,
  organizerLabel,
  progress,
  offerProfile,
}: {
  mode: ResponseFormMode;
  tripId: string;
  organizerLabel: string;
  progress: GroupProgress | null;
  /** A traveler who came straight from sign-up: the profile page is offered now. */
  offerProfile: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="page medium">
      <div className="card response-confirmation" role="status">
        <h1 ref={heading} tabIndex={-1}>
          {mode === 'edit' ? 'Changes saved!' : 'Thanks for submitting!'}
        </h1>
        <p>Your preferences were saved.</p>
        <h2>What happens next</h2>
        <ol className="next-steps">
          {nextStepsText(progress, organizerLabel).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="btn-row">
          {mode === 'edit' ? (
            <Link to={paths.tripResponses(tripId)} className="btn btn-primary">
              Back to Trip Page
            </Link>
          ) : (
            <Link to={paths.dashboard} className="btn btn-primary">
              Go to My Dashboard
            </Link>
          )}
          {offerProfile && (
            <Link to={paths.updateProfile} className="btn btn-ghost">
              Complete your profile
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
