import { useEffect, type ReactNode } from 'react';
import { AppLink, useAppLocation } from '@/ui/app-link';
import { config } from '@/config/env';
import '../legal.css';

/** Both legal documents take effect on the same day; update it with any change to either. */
export const LAST_UPDATED = { iso: '2026-11-24', label: 'November 24, 2026' } as const;

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalLayoutProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The other legal document, linked at the foot of the page. */
  related: { to: string; label: string; description: string };
}

/** The shared frame of the privacy policy and the terms: title, date, contents, sections. */
export function LegalLayout({ title, intro, sections, related }: LegalLayoutProps) {
  const { hash } = useAppLocation();
  // A link such as /privacy-policy#delete-account arrives before this lazily loaded page
  // has rendered, so the section is scrolled to once it exists.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="page legal" aria-labelledby="legal-title">
      <title>{`${title} – ${config.productName}`}</title>
      <header className="legal-header">
        <p className="legal-eyebrow">Legal</p>
        <h1 id="legal-title">{title}</h1>
        <p className="legal-updated">
          Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </p>
        <div className="legal-intro">{intro}</div>
      </header>

      <nav className="legal-toc" aria-label="On this page">
        <p className="legal-toc-title" aria-hidden="true">
          On this page
        </p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="legal-content">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id}>
            <h2>
              <span className="legal-num">{index + 1}.</span> {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>

      <footer className="legal-related">
        <p>
          <strong>{related.description}</strong> <AppLink to={related.to}>Read our {related.label}</AppLink>.
        </p>
      </footer>
    </article>
  );
}

/** The support address as a mail link, for use inside the documents. */
export function SupportEmail() {
  return <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
}
