// Optional, to the organizer and members: the planners published the trip's plan (version 1:
// "Your plan is ready") or a later version ("Your plan changed", with what changed for them).
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface PlanPublishedProps {
  tripId: string;
  tripName: string;
  version: number;
  /** What changed for this recipient, in words (empty for version 1). */
  changes: string[];
}

const heading = (p: PlanPublishedProps) => (p.version === 1 ? 'Your plan is ready' : 'Your plan changed');

export const planPublished = defineTemplate<PlanPublishedProps>({
  subject: (p) => `${heading(p)}: ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${heading(p)}: ${p.tripName}.`}
      heading={heading(p)}
      button={{ label: 'See your plan', href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`) }}
      reason="You get this email because you are on this trip."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      {p.version === 1 ? (
        <P>
          The planners have published the plan for <strong>{p.tripName}</strong>: your flights, stays and days, with
          your confirmation codes.
        </P>
      ) : (
        <>
          <P>
            The planners published version {p.version} of the plan for <strong>{p.tripName}</strong>. What changed for
            you:
          </P>
          {p.changes.map((line) => (
            <P key={line}>• {line}</P>
          ))}
        </>
      )}
    </EmailLayout>
  ),
});
