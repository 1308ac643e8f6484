// A member's answer to one choice (docs/decide-together.md): each pick is kept, and once every
// option has an answer (or In / Out is picked) it is saved through useAction; a failure shows in
// the answer form's role="alert", the progress in its role="status".
import { useRef, useState } from 'react';
import type { VoteAnswers } from '@domain/plan-choices';
import { useAction } from '@/ui/use-action';
import { saveVote, type LoadedChoice } from '../api/choices-api';

export const VOTE_FAILED = "We couldn't save your answer: the deadline may have passed. Reload the page.";

export function useVote({
  tripId,
  uid,
  choice,
  saved,
  onVoted,
}: {
  tripId: string;
  uid: string;
  choice: LoadedChoice;
  /** The member's stored answers, if any. */
  saved: VoteAnswers | undefined;
  onVoted: () => void;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...(saved ?? {}) }));
  const [status, setStatus] = useState<string | null>(null);
  const { error, run } = useAction({ failure: VOTE_FAILED, onFailure: () => setStatus(null) });
  // The answers to store. A pick made while a save runs is not dropped with the ignored second
  // run: the running save stores again until what it stored is the latest.
  const latest = useRef<Record<string, string>>(answers);

  function pick(key: string, answer: string) {
    const next = { ...answers, [key]: answer };
    setAnswers(next);
    const complete = choice.kind === 'whoIsIn' || choice.options.every((o) => next[o.id]);
    if (!complete) {
      setStatus('Answer every option to save your answer.');
      return;
    }
    latest.current = next;
    setStatus('Saving…');
    void run(async () => {
      let stored: Record<string, string>;
      do {
        stored = latest.current;
        await saveVote(tripId, choice.id, uid, stored as VoteAnswers);
      } while (stored !== latest.current);
      setStatus('Saved your answer.');
      onVoted();
    });
  }

  return { answers, status, error, pick };
}
