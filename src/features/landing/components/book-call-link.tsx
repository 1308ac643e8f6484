import { config } from '@/config/env';

/** The "book a free call" link: an external scheduling page, opened in a new tab. */
export function BookCallLink({ className = 'btn btn-secondary' }: { className?: string }) {
  return (
    <a href={config.bookCallUrl} className={className} target="_blank" rel="noopener noreferrer">
      Book a free call
      <span className="visually-hidden"> (opens in a new tab)</span>
      <svg className="lp-external" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path
          d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
