import { STAGE_LABELS, tripStage, type StageFacts } from '@domain/trip-lifecycle';

/** The trip's stage as a badge, worded and coloured the same on every screen. */
export function StatusPill({ trip, prefix = '' }: { trip: StageFacts; prefix?: string }) {
  const stage = tripStage(trip);
  return (
    <span className={`status-pill status-${stage}`}>
      {prefix}
      {STAGE_LABELS[stage]}
    </span>
  );
}
