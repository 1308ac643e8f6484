// "@Ana" in a message of the trip chat (docs/conversation.md, "Mentions"): the app highlights the
// mention and the functions email the person named, once, at once. Shared by both, so what is
// highlighted is exactly who is emailed.
//
// A mention is "@" (at the start or after a character that is not a letter or digit) followed by
// a person's whole name, or by the first word of it when no one else on the trip has that first
// word, and then by anything but a letter or digit. Case does not matter; the longest name wins
// ("@Ana Lima" over "@Ana" when both are on the trip).

export interface MentionPerson {
  uid: string;
  name: string;
}

/** A run of a message's text, and the uid it mentions when it is a mention. */
export interface TextSegment {
  text: string;
  mention?: string;
}

const WORD = /[\p{L}\p{N}]/u;
const isWordChar = (char: string | undefined) => char !== undefined && WORD.test(char);

/** Each name a person may be mentioned by, lower-cased, longest first. */
function mentionNames(people: readonly MentionPerson[]): { key: string; uid: string }[] {
  const firstWords = new Map<string, Set<string>>();
  for (const person of people) {
    const first = person.name.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    if (!first) continue;
    firstWords.set(first, (firstWords.get(first) ?? new Set()).add(person.uid));
  }
  const keys = new Map<string, string>();
  for (const person of people) {
    const full = person.name.trim().replace(/\s+/g, ' ').toLowerCase();
    if (full) keys.set(full, person.uid);
    const first = full.split(' ')[0] ?? '';
    if (first && firstWords.get(first)?.size === 1 && !keys.has(first)) keys.set(first, person.uid);
  }
  return [...keys.entries()].map(([key, uid]) => ({ key, uid })).sort((a, b) => b.key.length - a.key.length);
}

/** The text cut into plain runs and mentions of the given people. */
export function mentionSegments(text: string, people: readonly MentionPerson[]): TextSegment[] {
  const names = mentionNames(people);
  const lower = text.toLowerCase();
  const segments: TextSegment[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf('@', i);
    if (at < 0) break;
    const found =
      names.length > 0 && !isWordChar(text[at - 1])
        ? names.find(({ key }) => lower.startsWith(key, at + 1) && !isWordChar(text[at + 1 + key.length]))
        : undefined;
    if (!found) {
      i = at + 1;
      continue;
    }
    const end = at + 1 + found.key.length;
    if (at > plainFrom) segments.push({ text: text.slice(plainFrom, at) });
    segments.push({ text: text.slice(at, end), mention: found.uid });
    plainFrom = end;
    i = end;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom) });
  return segments;
}

/** The uids the text mentions, each once, in order of first mention. */
export function mentionedUids(text: string, people: readonly MentionPerson[]): string[] {
  const uids = mentionSegments(text, people).flatMap((segment) => (segment.mention ? [segment.mention] : []));
  return [...new Set(uids)];
}
