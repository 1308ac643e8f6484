// A traveler written out of a published plan version (docs/security.md, "Round 4"): after an
// account is deleted or its person removed from the trip, the versions every member reads keep
// the plan as it was (how many an item was for, what changed for whom) but neither the person's
// uid nor their name. Each uid becomes a stand-in key of that version, named "A former traveler".
import type { PlanChange, PlanTravelers, PublishedItem } from './plan.js';

export const FORMER_TRAVELER = 'A former traveler';
const STAND_IN_PREFIX = 'former-';

/** The parts of a version that name travelers. */
export interface VersionNames {
  items?: Pick<PublishedItem, 'travelers'>[];
  changes?: Pick<PlanChange, 'travelers'>[];
  travelerNames?: Record<string, string>;
}

/** True when the version names `uid` anywhere. */
export function versionNames(version: VersionNames, uid: string): boolean {
  const named = (travelers: PlanTravelers | undefined) => Array.isArray(travelers) && travelers.includes(uid);
  return (
    Object.hasOwn(version.travelerNames ?? {}, uid) ||
    (version.items ?? []).some((item) => named(item.travelers)) ||
    (version.changes ?? []).some((change) => named(change.travelers))
  );
}

/**
 * The version's naming fields with `uid` replaced by a stand-in key ("former-N", the first N
 * the version does not use) named FORMER_TRAVELER. Only the fields it changes are returned.
 */
export function withoutTraveler<V extends VersionNames>(
  version: V,
  uid: string,
): Required<Pick<V, 'items' | 'changes' | 'travelerNames'>> {
  const names = { ...(version.travelerNames ?? {}) };
  let n = 1;
  while (Object.hasOwn(names, `${STAND_IN_PREFIX}${n}`)) n += 1;
  const standIn = `${STAND_IN_PREFIX}${n}`;
  delete names[uid];
  names[standIn] = FORMER_TRAVELER;
  const swap = <T extends { travelers: PlanTravelers }>(entry: T): T =>
    Array.isArray(entry.travelers) && entry.travelers.includes(uid)
      ? { ...entry, travelers: entry.travelers.map((t) => (t === uid ? standIn : t)) }
      : entry;
  return {
    items: (version.items ?? []).map(swap),
    changes: (version.changes ?? []).map(swap),
    travelerNames: names,
  } as Required<Pick<V, 'items' | 'changes' | 'travelerNames'>>;
}
