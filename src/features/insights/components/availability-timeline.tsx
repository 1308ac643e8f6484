import { useId, useMemo, type CSSProperties } from 'react';
import {
  analyseAvailability,
  flexibilityPhrase,
  formatDays,
  formatWindowDates,
  names,
  windowEdges,
  type GroupWindow,
  type TravelerAvailability,
  type TravelerSpan,
} from '../availability-window';
import { formatDayNumber } from '../day-numbers';
import '../insights.css';

/** Why a traveler who cannot make a window might still: their own flexibility answer. */
function cannotGoNote(person: TravelerSpan): string {
  const flexible = person.flexibility === 'very' || person.flexibility === 'somewhat';
  return `${person.name} (${flexibilityPhrase(person.flexibility)}${flexible ? ', worth asking' : ''})`;
}

/** Beyond this many travelers at one edge, the sentence counts them instead of naming them. */
const EDGE_NAMES_MAX = 3;

/** Who sets the window's edges, and whether asking them could widen it. */
function edgesSentence(window: GroupWindow): string {
  const { startSetBy, endSetBy } = windowEdges(window);
  const parts: string[] = [];
  // A few by name; a crowd (a group of twelve with the same dates) by number, the list beside the
  // drawing names them all.
  const label = (people: TravelerSpan[]) =>
    people.length > EDGE_NAMES_MAX
      ? `${people.length} travelers`
      : people.map((p) => `${p.name} (${flexibilityPhrase(p.flexibility)})`).join(', ');
  if (startSetBy.length) parts.push(`It starts when ${label(startSetBy)} can leave`);
  if (endSetBy.length) parts.push(`${parts.length ? 'ends' : 'It ends'} when ${label(endSetBy)} must be back`);
  if (!parts.length) return '';
  const edges = [...startSetBy, ...endSetBy];
  const flexible = edges.some((p) => p.flexibility === 'somewhat' || p.flexibility === 'very');
  const allFixed = edges.every((p) => p.flexibility === 'fixed');
  const advice = flexible
    ? ' Asking the flexible ones could widen it.'
    : allFixed
      ? ' Their dates are fixed, so this is the window.'
      : '';
  return `${parts.join(' and ')}.${advice}`;
}

interface Scale {
  lo: number;
  hi: number;
}

function scaleOf(spans: TravelerSpan[]): Scale | null {
  const finite = spans.flatMap((s) => [s.start, s.end]).filter(Number.isFinite);
  if (finite.length === 0) return null;
  return { lo: Math.min(...finite), hi: Math.max(...finite) };
}

/** Where an inclusive run of days sits on the track: offset and length as fractions of it. */
function place(scale: Scale, start: number, end: number): { from: number; span: number } {
  const total = scale.hi - scale.lo + 1;
  const from = Math.max(start, scale.lo) - scale.lo;
  const to = Math.min(end, scale.hi) - scale.lo + 1;
  return { from: from / total, span: Math.max(to - from, 0) / total };
}

const barStyle = ({ from, span }: { from: number; span: number }): CSSProperties => ({
  left: `${from * 100}%`,
  width: `${span * 100}%`,
});

/**
 * One row per traveler, the shared (or best) window as a band on every row's track. The drawing is
 * hidden from assistive technology; the sentences and the list beside it say the same.
 */
export function AvailabilityTimeline({ travelers }: { travelers: TravelerAvailability[] }) {
  const headingId = useId();
  const analysis = useMemo(() => analyseAvailability(travelers), [travelers]);
  const { dated, undated, shared, best } = analysis;
  const sharedEdges = shared ? edgesSentence(shared) : '';
  const highlighted = shared ?? best[0] ?? null;
  const scale = scaleOf(dated);

  return (
    <section className="card insight-card" aria-labelledby={headingId}>
      <h2 id={headingId}>When everyone can go</h2>
      <div className="insight-summary" data-testid="window-summary">
        {dated.length === 0 && <p>No traveler has given dates yet.</p>}
        {shared && (
          <>
            <p>
              Everyone who gave dates can go: <strong>{formatWindowDates(shared)}</strong> ({formatDays(shared.days)}).
            </p>
            {sharedEdges && <p>{sharedEdges}</p>}
          </>
        )}
        {!shared && dated.length > 1 && best.length === 0 && <p>No two travelers' dates overlap.</p>}
        {!shared && best.length > 0 && (
          <>
            <p>No dates suit everyone. The best windows, by how many can go:</p>
            <ol className="best-windows">
              {best.map((window) => (
                <li key={`${window.start}:${window.end}`}>
                  <strong>{formatWindowDates(window)}</strong> ({formatDays(window.days)}): {window.canGo.length} of{' '}
                  {dated.length} can go. Cannot go: {window.cannotGo.map(cannotGoNote).join('; ')}.
                </li>
              ))}
            </ol>
          </>
        )}
        {undated.length > 0 && <p>No dates from: {names(undated)}.</p>}
      </div>

      {scale && (
        <div className="timeline" aria-hidden="true">
          <div className="timeline-axis">
            <span>{formatDayNumber(scale.lo)}</span>
            <span>{formatDayNumber(scale.hi)}</span>
          </div>
          <div className="timeline-rows">
            {dated.map((person) => (
              <div key={person.uid} className="timeline-row">
                <span className="timeline-name">
                  {person.name} <span className="timeline-flex">{flexibilityPhrase(person.flexibility)}</span>
                </span>
                <span className="timeline-track">
                  {highlighted && (
                    <span
                      className={shared ? 'timeline-band' : 'timeline-band timeline-band-partial'}
                      style={barStyle(place(scale, highlighted.start, highlighted.end))}
                    />
                  )}
                  <span
                    className={`timeline-bar${Number.isFinite(person.start) ? '' : ' open-start'}${Number.isFinite(person.end) ? '' : ' open-end'}`}
                    style={barStyle(place(scale, person.start, person.end))}
                  />
                </span>
              </div>
            ))}
          </div>
          <p className="timeline-legend">
            <span className="legend-item">
              <span className="legend-band" /> {shared ? 'Everyone can go' : 'Best window'}
            </span>
            <span className="legend-item">
              <span className="legend-bar" /> Available (a faded end: no date given)
            </span>
          </p>
        </div>
      )}

      {dated.length > 0 && (
        <ul className="visually-hidden">
          {dated.map((person) => (
            <li key={person.uid}>
              {person.name}: {formatWindowDates(person)}, {flexibilityPhrase(person.flexibility)}.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
