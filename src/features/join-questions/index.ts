// The trip's own join questions (docs/join-questions.md): the editor (lazy: only the organizer of
// a draft trip and planners load it) and how answers show on cards, in the brief and the CSV.
import { lazy } from 'react';

export const JoinQuestionsEditor = lazy(() => import('./components/join-questions-editor'));
export { joinAnswerFacts, joinAnswerOf } from './join-answer-facts';
