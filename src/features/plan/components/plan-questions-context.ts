// What PlanQuestionsProvider shares with every item's ItemQuestions (docs/plan-questions.md).
import { createContext } from 'react';
import type { PublishedItem } from '@domain/plan';
import type { PlanFeedback } from '../api/questions-api';

export interface Viewer {
  tripId: string;
  uid: string;
  /** The published version shown, which a question or mark names. */
  version: number;
  /** How the viewer is named on a question (the plan's names, else "A traveler"). */
  name: string;
}

export interface PlanQuestionsValue {
  viewer: Viewer;
  feedback: PlanFeedback | null;
  failed: boolean;
  ask: (item: PublishedItem, text: string, toGroup: boolean) => Promise<void>;
  toggleLooksGood: (item: PublishedItem) => Promise<void>;
}

export const PlanQuestionsContext = createContext<PlanQuestionsValue | null>(null);
