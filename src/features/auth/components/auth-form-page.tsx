import type { FormEvent, ReactNode } from 'react';

/** The form's error paragraph, so a field the error is about can point at it (aria-describedby). */
export const AUTH_FORM_ERROR_ID = 'auth-form-error';

/** The card every account form sits in: title, error paragraph, fields, footer links. */
export function AuthFormPage({
  title,
  intro,
  error,
  onSubmit,
  children,
  links,
}: {
  title: string;
  intro?: ReactNode;
  error?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  links?: ReactNode;
}) {
  return (
    <section className="page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro && <p className="muted">{intro}</p>}
        <form className="form" onSubmit={onSubmit} noValidate>
          {error && (
            <p id={AUTH_FORM_ERROR_ID} className="form-error" role="alert">
              {error}
            </p>
          )}
          {children}
        </form>
        {links && <div className="auth-links">{links}</div>}
      </div>
    </section>
  );
}
