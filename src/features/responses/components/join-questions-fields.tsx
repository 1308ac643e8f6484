// The trip's own questions in the join form (docs/join-questions.md), one field each, after the
// fixed questions. Kept apart from response-form.tsx: the form passes the answers and errors in.
import { useId } from 'react';
import { JOIN_QUESTION_LIMITS, type JoinQuestion } from '@domain/join-questions';
import { SelectField, TextAreaField, TextField } from '@/ui/field';
import { toggleChoice, type JoinAnswerTexts } from '../join-answers';

interface Props {
  questions: readonly JoinQuestion[];
  values: JoinAnswerTexts;
  errors: JoinAnswerTexts;
  onChange: (questionId: string, text: string) => void;
}

export function JoinQuestionsFields({ questions, values, errors, onChange }: Props) {
  if (questions.length === 0) return null;
  return (
    <div className="join-questions">
      {questions.map((question) => (
        <JoinQuestionField
          key={question.id}
          question={question}
          value={values[question.id] ?? ''}
          error={errors[question.id]}
          onChange={(text) => onChange(question.id, text)}
        />
      ))}
    </div>
  );
}

const PLANNERS_ONLY_HINT = 'Only our planners see this answer.';

function JoinQuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: JoinQuestion;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const common = {
    label: question.label,
    required: question.required,
    error,
    hint: question.audience === 'planners' ? PLANNERS_ONLY_HINT : undefined,
  };
  const onText = (event: { target: { value: string } }) => onChange(event.target.value);
  switch (question.kind) {
    case 'shortText':
      return <TextField {...common} maxLength={JOIN_QUESTION_LIMITS.shortAnswer} value={value} onChange={onText} />;
    case 'longText':
      return (
        <TextAreaField
          {...common}
          maxLength={JOIN_QUESTION_LIMITS.longAnswer}
          rows={3}
          value={value}
          onChange={onText}
        />
      );
    case 'number':
      return <TextField {...common} type="number" inputMode="decimal" value={value} onChange={onText} />;
    case 'date':
      return <TextField {...common} type="date" value={value} onChange={onText} />;
    case 'yesNo':
      return (
        <SelectField {...common} value={value} onChange={onText}>
          <option value="">Select…</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </SelectField>
      );
    case 'oneChoice':
      return (
        <SelectField {...common} className="select-wrap" value={value} onChange={onText}>
          <option value="">Select…</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case 'severalChoices':
      return <SeveralChoices question={question} value={value} error={error} hint={common.hint} onChange={onChange} />;
  }
}

/** Checkboxes in a group named by the question; the error is announced with each box. */
function SeveralChoices({
  question,
  value,
  error,
  hint,
  onChange,
}: {
  question: JoinQuestion;
  value: string;
  error: string | undefined;
  hint: string | undefined;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const chosen = new Set(value.split('\n'));
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={error ? 'field field-invalid join-choices' : 'field join-choices'}
      aria-describedby={describedBy}
    >
      <legend className={question.required ? 'field-label field-label-required' : 'field-label'}>
        {question.label}
      </legend>
      {question.options.map((option) => (
        <label key={option} className="checkbox-row">
          <input
            type="checkbox"
            checked={chosen.has(option)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(toggleChoice(question, value, option, event.target.checked))}
          />{' '}
          {option}
        </label>
      ))}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
