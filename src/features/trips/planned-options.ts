import { PLANNED_OPTION_KEYS, type PlannedOptionKey, type PlannedOptions } from '@domain/trip';

/** 'All Options' sets or clears all five; any single option clears 'All Options'. */
export function togglePlannedOption(current: PlannedOptions, key: PlannedOptionKey, checked: boolean): PlannedOptions {
  if (key === 'all') return Object.fromEntries(PLANNED_OPTION_KEYS.map((k) => [k, checked])) as PlannedOptions;
  return { ...current, [key]: checked, all: false };
}
