import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { FLEXIBILITY, LIMITS, SHARE_ROOM, type Flexibility, type ShareRoom } from '@domain/trip';
import { TextAreaField, TextField, SelectField } from '@/ui/field';
import { DateField, today } from '@/ui/date-field';
import {
  BUDGET_CURRENCIES,
  FLEXIBILITY_LABELS,
  SHARE_ROOM_LABELS,
  toSubmission,
  validateResponse,
  type ResponseFormErrors,
  type ResponseFormValues,
  type ResponseSubmission,
} from '../response-values';
import {
  BUDGET_READERS,
  READ_BY_GROUP,
  READ_BY_GROUP_SHORT,
  READ_BY_ORGANIZER_AND_PLANNERS as PRIVATE,
} from '../field-readers';
import type { JoinQuestion } from '@domain/join-questions';
import { validateJoinAnswers, type JoinAnswerTexts } from '../join-answers';
import { JoinQuestionsFields } from './join-questions-fields';

export type ResponseFormMode = 'join' | 'edit';

interface ResponseFormProps {
  initialValues: ResponseFormValues;
  mode: ResponseFormMode;
  onSubmit: (submission: ResponseSubmission) => void;
  /** Edit mode: where Cancel leads (the trip page). */
  cancelTo?: string;
  submitting?: boolean;
  /** Every change, so the page can keep a draft of what was typed. */
  onValuesChange?: (values: ResponseFormValues) => void;
  /** The trip's suggested start: the availability calendars open on its month. */
  tripStart?: Date | null;
  /** The trip's own join questions, asked after the fixed ones (docs/join-questions.md). */
  joinQuestions?: readonly JoinQuestion[];
}

type TextKey = Exclude<
  keyof ResponseFormValues,
  'availabilityStart' | 'availabilityEnd' | 'flexibility' | 'shareRoom' | 'customAnswers'
>;

const NO_JOIN_QUESTIONS: readonly JoinQuestion[] = [];

/** The join / edit response form: validation and trimming only; saving is the caller's job. */
export function ResponseForm({
  initialValues,
  mode,
  onSubmit,
  cancelTo,
  submitting = false,
  onValuesChange,
  tripStart,
  joinQuestions = NO_JOIN_QUESTIONS,
}: ResponseFormProps) {
  const [values, setValues] = useState<ResponseFormValues>(initialValues);
  const [errors, setErrors] = useState<ResponseFormErrors>({});
  const [joinErrors, setJoinErrors] = useState<JoinAnswerTexts>({});

  function setJoinAnswer(questionId: string, text: string) {
    setValues((current) => ({ ...current, customAnswers: { ...current.customAnswers, [questionId]: text } }));
    if (questionId in joinErrors)
      setJoinErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== questionId)));
  }
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);

  function set<K extends keyof ResponseFormValues>(key: K, value: ResponseFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  function onStartChange(date: Date | null) {
    setValues((current) => ({
      ...current,
      availabilityStart: date,
      // An end before the new start is no longer a valid choice.
      availabilityEnd:
        date && current.availabilityEnd && current.availabilityEnd < date ? null : current.availabilityEnd,
    }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateResponse(values);
    const form = event.currentTarget;
    // Render the errors now, then move focus to the first invalid field so it is announced.
    const foundJoin = validateJoinAnswers(joinQuestions, values.customAnswers);
    flushSync(() => {
      setErrors(found);
      setJoinErrors(foundJoin);
    });
    if (Object.keys(found).length > 0 || Object.keys(foundJoin).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit(toSubmission(values));
  }

  const minStart = today();
  return (
    <form className="form response-form" onSubmit={handleSubmit} noValidate>
      <div className="form-row">
        <TextField
          label="First Name"
          required
          maxLength={LIMITS.personName}
          autoComplete="given-name"
          hint={READ_BY_GROUP}
          error={errors.firstName}
          {...text('firstName')}
        />
        <TextField
          label="Last Name"
          required
          maxLength={LIMITS.personName}
          autoComplete="family-name"
          hint={READ_BY_GROUP_SHORT}
          error={errors.lastName}
          {...text('lastName')}
        />
      </div>
      <div className="form-row">
        <DateField
          label="Availability start"
          selected={values.availabilityStart}
          onChange={onStartChange}
          hint={READ_BY_GROUP_SHORT}
          minDate={minStart}
          openTo={tripStart}
        />
        <DateField
          label="Availability end"
          selected={values.availabilityEnd}
          onChange={(date) => set('availabilityEnd', date)}
          hint={READ_BY_GROUP_SHORT}
          minDate={values.availabilityStart ?? minStart}
          openTo={values.availabilityStart ?? tripStart}
        />
      </div>
      {/* An amount and its currency are counted in the budget summary as given, in that
          currency (issue 46); the free text stays for a range or a note such as "all in". Their
          labels leave out the word "Budget": the spec's required field is found by that label. */}
      <div className="form-row">
        <TextField
          label="Amount (optional)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 1100"
          error={errors.budgetAmount}
          {...text('budgetAmount')}
        />
        <SelectField
          label="Currency"
          value={values.budgetCurrency}
          onChange={(e) => set('budgetCurrency', e.target.value)}
        >
          {BUDGET_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Budget"
        required
        maxLength={LIMITS.shortText}
        placeholder="e.g. $800–$1,200"
        hint={`A range or a note (e.g. “all in”); not needed when you give an amount above. ${BUDGET_READERS}`}
        error={errors.budget}
        {...text('budget')}
      />
      <TextAreaField label="Preferences" hint={PRIVATE} maxLength={LIMITS.longText} rows={3} {...text('preferences')} />
      <TextField
        label="Where are you traveling from?"
        hint={PRIVATE}
        maxLength={LIMITS.shortText}
        {...text('fromLocation')}
      />
      <TextAreaField
        label="Must-see"
        hint={`Places or experiences you don't want to miss. ${READ_BY_GROUP_SHORT}`}
        maxLength={LIMITS.longText}
        rows={3}
        {...text('mustSee')}
      />
      <SelectField
        label="Flexibility"
        hint={PRIVATE}
        value={values.flexibility}
        onChange={(e) => set('flexibility', e.target.value as Flexibility | '')}
      >
        <option value="">Select…</option>
        {FLEXIBILITY.map((option) => (
          <option key={option} value={option}>
            {FLEXIBILITY_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Accommodations (medical or dietary)"
        hint={PRIVATE}
        maxLength={LIMITS.longText}
        rows={3}
        {...text('accommodations')}
      />
      <SelectField
        label="Share a room?"
        hint={PRIVATE}
        value={values.shareRoom}
        onChange={(e) => set('shareRoom', e.target.value as ShareRoom | '')}
      >
        <option value="">Select…</option>
        {SHARE_ROOM.map((option) => (
          <option key={option} value={option}>
            {SHARE_ROOM_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Special travel needs"
        hint={PRIVATE}
        maxLength={LIMITS.longText}
        rows={3}
        {...text('specialTravel')}
      />
      <JoinQuestionsFields
        questions={joinQuestions}
        values={values.customAnswers}
        errors={joinErrors}
        onChange={setJoinAnswer}
      />
      <div className="btn-row">
        {mode === 'edit' && cancelTo && (
          <Link to={cancelTo} className="btn btn-ghost">
            Cancel
          </Link>
        )}
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving…' : mode === 'edit' ? 'Save Changes' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
