// "Looks good" and "Ask a question" under each item of "Your plan" (docs/plan-questions.md).
// One load for the whole plan (PlanQuestionsProvider: the viewer's readable questions, the
// group's text-free markers and the viewer's marks), shared by every item's ItemQuestions.
// What each viewer reads is the rules' decision; this shows what came back: questions in full
// (the viewer's own, the whole group's, or every one for the organizer) and, for the rest, only
// that a question was asked and whether it was answered.
import { useState, type ReactNode } from 'react';
import { useLoaded } from '@/lib/use-loaded';
import {
  askQuestion,
  loadPlanFeedback,
  setLooksGood,
  type PlanFeedback,
  type QuestionEntry,
} from '../api/questions-api';
import { PlanQuestionsContext, type PlanQuestionsValue, type Viewer } from './plan-questions-context';

export function PlanQuestionsProvider({
  viewer,
  organizer,
  children,
}: {
  viewer: Viewer;
  organizer: boolean;
  children: ReactNode;
}) {
  const { tripId, uid } = viewer;
  const loaded = useLoaded(`${tripId}/${uid}/${organizer ? 'organizer' : 'member'}`, () =>
    loadPlanFeedback(tripId, uid, organizer),
  );
  // What this page wrote since the load (a question asked, a mark changed), kept over the load.
  const [asked, setAsked] = useState<QuestionEntry[]>([]);
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const base = loaded.status === 'done' ? loaded.value : null;
  const feedback: PlanFeedback | null = base && {
    questions: [...base.questions, ...asked],
    markers: base.markers,
    looksGood: [
      ...base.looksGood.filter((itemId) => marks[itemId] !== false),
      ...Object.keys(marks).filter((itemId) => marks[itemId] && !base.looksGood.includes(itemId)),
    ],
  };

  const value: PlanQuestionsValue = {
    viewer,
    feedback,
    failed: loaded.status === 'failed',
    ask: async (item, text, toGroup) => {
      const entry = await askQuestion(tripId, uid, {
        itemId: item.id,
        itemTitle: item.title,
        version: viewer.version,
        askerName: viewer.name,
        text,
        toGroup,
      });
      setAsked((list) => [...list, entry]);
    },
    toggleLooksGood: async (item) => {
      const on = !feedback?.looksGood.includes(item.id);
      await setLooksGood(tripId, uid, item.id, viewer.version, on);
      setMarks((current) => ({ ...current, [item.id]: on }));
    },
  };
  return <PlanQuestionsContext.Provider value={value}>{children}</PlanQuestionsContext.Provider>;
}
