import type { FullResponse } from '@/lib/models';
import { answerFlags, FLAG_TITLES, type FlagKind } from '../traveler-answers';

const KINDS: FlagKind[] = ['medical', 'travel', 'room'];

/** The answers a planner must act on before booking, grouped by kind (traveler-answers.ts). */
export function NeedsAction({ responses }: { responses: FullResponse[] }) {
  const flags = answerFlags(responses);
  const shownKinds = KINDS.filter((kind) => flags[kind].length > 0);
  const total = shownKinds.reduce((sum, kind) => sum + flags[kind].length, 0);
  // The section's height until it is first laid out (content-visibility, admin.css), from its
  // flags: from it the browser decides which sections below are near the screen in the brief's
  // first frame. A fixed guess (300 px) put a large group's timeline there too, a layout
  // of 2,456 objects instead of 625 as the answers arrived (docs/performance.md).
  const placeholder = { containIntrinsicSize: `none auto ${90 + shownKinds.length * 60 + total * 24}px` };
  return (
    <section className="card needs-action" aria-labelledby="needs-action-heading" style={placeholder}>
      <h2 id="needs-action-heading">Needs action {total > 0 && <span className="admin-count-badge">{total}</span>}</h2>
      {total === 0 ? (
        <p className="muted">No medical or dietary notes, special travel needs or room-sharing questions.</p>
      ) : (
        <div className="flag-groups">
          {shownKinds.map((kind) => (
            <div key={kind} className={`flag-group flag-${kind}`}>
              <h3>{FLAG_TITLES[kind]}</h3>
              <ul>
                {flags[kind].map((flag) => (
                  <li key={flag.uid}>
                    <strong>{flag.traveler}:</strong> {flag.detail}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
