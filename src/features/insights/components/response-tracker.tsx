import { useId, type ReactNode } from 'react';
import { everyoneAnswered, waitingSentence, type TripStage } from '@domain/trip-lifecycle';
import { progressSentence, responseProgress } from '../response-progress';
import '../insights.css';

interface ResponseTrackerProps {
  answered: number;
  expected: number;
  /** The trip's stage: only while answers are gathered does anyone wait for more. */
  stage: TripStage;
  /** Invitees (by email) who have not answered: they count as missing even past the head count. */
  invitedWaiting?: number;
  /** Who has answered, when known (the responses page; the dashboard card only has a count). */
  names?: string[];
  /** Shown when everyone (invitees included) has answered: a prompt to mark the trip ready (organizer, draft only). */
  readyPrompt?: ReactNode;
  /** The organizer also reads hints about more answers than people. */
  forOrganizer?: boolean;
  compact?: boolean;
}

/** '{answered} of {numPeople} travelers have answered', a labelled progress bar, and who. */
export function ResponseTracker({
  answered,
  expected,
  stage,
  invitedWaiting = 0,
  names,
  readyPrompt,
  forOrganizer = false,
  compact = false,
}: ResponseTrackerProps) {
  const sentenceId = useId();
  const progress = responseProgress(answered, expected);
  const count = { answered: progress.answered, expected: progress.expected, invitedWaiting };
  const waiting = waitingSentence(stage, count);
  return (
    <div className={compact ? 'tracker tracker-compact' : 'tracker'}>
      <p id={sentenceId} className="tracker-sentence">
        {progressSentence(progress)}
      </p>
      {/* <progress> is a progressbar to assistive technology, named by the sentence above. */}
      <progress
        className="tracker-bar"
        aria-labelledby={sentenceId}
        max={Math.max(progress.expected, 1)}
        value={Math.min(progress.answered, progress.expected)}
      />
      {names && names.length > 0 && <p className="tracker-who">Answered: {names.join(', ')}</p>}
      {!compact && waiting && <p className="tracker-who">{waiting}</p>}
      {forOrganizer && progress.overExpected && progress.expected > 0 && (
        <p className="tracker-note">
          More travelers answered than the {progress.expected} this trip is planned for. Update the trip's number of
          people if the group grew.
        </p>
      )}
      {stage === 'collecting' && everyoneAnswered(count) && readyPrompt}
    </div>
  );
}
