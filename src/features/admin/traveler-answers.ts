// The eleven answers of a traveler as the planners' table shows them, and the answers that
// need a planner's action. Pure: no React, no Firebase (tests/unit/planner-workspace.node.test.ts).
import type { FullResponse } from '@/lib/models';
import { availabilityLabel, FLEXIBILITY_LABELS, SHARE_ROOM_LABELS } from '../responses';
import { compareText } from '@domain/text-order';

export const NO_ANSWER = '—';

export interface AnswerColumn {
  key: keyof FullResponse;
  /** The question as the join form asks it. */
  label: string;
  value: (response: FullResponse) => string;
  /** The flag this answer raises when it needs action. */
  flag?: FlagKind;
}

const text = (key: 'name' | 'email' | 'availability' | 'budget' | 'preferences' | 'fromLocation' | 'mustSee') =>
  ((response: FullResponse) => response[key].trim() || NO_ANSWER) satisfies AnswerColumn['value'];

/** The spec's eleven response fields, in the CSV's order; name first (the table's row header). */
export const ANSWER_COLUMNS: AnswerColumn[] = [
  { key: 'name', label: 'Name', value: text('name') },
  { key: 'email', label: 'Email', value: text('email') },
  { key: 'availability', label: 'Availability', value: (r) => availabilityLabel(r) || NO_ANSWER },
  { key: 'budget', label: 'Budget', value: text('budget') },
  { key: 'preferences', label: 'Preferences', value: text('preferences') },
  { key: 'fromLocation', label: 'Traveling from', value: text('fromLocation') },
  { key: 'mustSee', label: 'Must-see', value: text('mustSee') },
  {
    key: 'flexibility',
    label: 'Flexibility',
    value: (r) => (r.flexibility ? FLEXIBILITY_LABELS[r.flexibility] : NO_ANSWER),
  },
  {
    key: 'accommodations',
    label: 'Medical or dietary',
    value: (r) => r.accommodations.trim() || NO_ANSWER,
    flag: 'medical',
  },
  {
    key: 'shareRoom',
    label: 'Share a room?',
    value: (r) => (r.shareRoom ? SHARE_ROOM_LABELS[r.shareRoom] : NO_ANSWER),
    flag: 'room',
  },
  {
    key: 'specialTravel',
    label: 'Special travel needs',
    value: (r) => r.specialTravel.trim() || NO_ANSWER,
    flag: 'travel',
  },
];

export type FlagKind = 'medical' | 'travel' | 'room';

export interface AnswerFlag {
  kind: FlagKind;
  traveler: string;
  uid: string;
  /** What the traveler said, as they said it. */
  detail: string;
}

export const FLAG_TITLES: Record<FlagKind, string> = {
  medical: 'Medical or dietary notes',
  travel: 'Special travel needs',
  room: 'Room sharing',
};

const ROOM_DETAIL = { no: 'Does not want to share a room', maybe: 'Might share a room' } as const;

/**
 * What a planner must act on before booking, for one traveler: any medical/dietary note, any
 * special travel need, and a room-sharing answer other than a plain yes (a "no" changes the
 * room count, a "maybe" needs a question).
 */
export function flagsOf(r: FullResponse): AnswerFlag[] {
  const base = { traveler: r.name, uid: r.uid };
  const flags: AnswerFlag[] = [];
  if (r.accommodations.trim()) flags.push({ ...base, kind: 'medical', detail: r.accommodations.trim() });
  if (r.specialTravel.trim()) flags.push({ ...base, kind: 'travel', detail: r.specialTravel.trim() });
  if (r.shareRoom === 'no' || r.shareRoom === 'maybe')
    flags.push({ ...base, kind: 'room', detail: ROOM_DETAIL[r.shareRoom] });
  return flags;
}

/** Every traveler's flags grouped by kind, travelers by name. */
export function answerFlags(responses: FullResponse[]): Record<FlagKind, AnswerFlag[]> {
  const grouped: Record<FlagKind, AnswerFlag[]> = { medical: [], travel: [], room: [] };
  for (const r of [...responses].sort((a, b) => compareText(a.name, b.name)))
    for (const flag of flagsOf(r)) grouped[flag.kind].push(flag);
  return grouped;
}
