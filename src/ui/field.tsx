import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldShellProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error wired together (htmlFor, aria-describedby, aria-invalid). */
export function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      {/* The asterisk is drawn by CSS so the label's text stays exactly the field's name. */}
      <label htmlFor={id} className={required ? 'field-label field-label-required' : 'field-label'}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: ReactNode; error?: string | null; hint?: ReactNode };

export function TextField({ label, error, hint, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="input"
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="input textarea"
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

/** `className` adds to the field's own classes (`select-wrap`: global.css, for long options). */
export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  className,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={className ? `input select ${className}` : 'input select'}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
