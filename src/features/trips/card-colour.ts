// Response cards get a pastel background picked by a hash of the respondent's email, so a
// person keeps the same colour on every page (15 pastel colours).
export const PASTELS = [
  '#fde2e4',
  '#fad2e1',
  '#e2ece9',
  '#bee1e6',
  '#f0efeb',
  '#dfe7fd',
  '#cddafd',
  '#fff1c1',
  '#e4f9d5',
  '#d7f2f0',
  '#f9e0c8',
  '#e8dff5',
  '#fce1f3',
  '#dbeafe',
  '#ecfccb',
] as const;

/** A stable 32-bit string hash (djb2). */
export function hashString(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

export function cardColour(email: string): string {
  return PASTELS[hashString(email.trim().toLowerCase()) % PASTELS.length];
}
