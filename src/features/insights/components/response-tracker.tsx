import { useId, type ReactNode } from 'react';
import { progressSentence, responseProgress } from '../response-progress';
import '../insights.css';

interface ResponseTrackerProps {
  answered: number;
  expected: number;
  /** Who has answered, when known (the responses page; the dashboard card only has a count). */
  names?: string[];
  /** Shown when everyone has answered: a prompt to mark the trip ready (organizer, draft only). */
  readyPrompt?: ReactNode;
  /** The organizer also reads hints about more answers than people. */
  forOrganizer?: boolean;
  compact?: boolean;
}

/** '{answered} of {numPeople} travelers have answered', a labelled progress bar, and who. */
export function ResponseTracker({
  answered,
  expected,
  names,
  readyPrompt,
  forOrganizer = false,
  compact = false,
}: ResponseTrackerProps) {
  const sentenceId = useId();
  const progress = responseProgress(answered, expected);
  const waiting = progress.expected - progress.answered;
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
      {!compact && waiting > 0 && (
        <p className="tracker-who">Waiting for {waiting === 1 ? '1 more traveler' : `${waiting} more travelers`}.</p>
      )}
      {forOrganizer && progress.overExpected && progress.expected > 0 && (
        <p className="tracker-note">
          More travelers answered than the {progress.expected} this trip is planned for. Update the trip's number of
          people if the group grew.
        </p>
      )}
      {progress.everyoneAnswered && readyPrompt}
    </div>
  );
}
