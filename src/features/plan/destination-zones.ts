// The time zones a planner chooses from in the plan editor (issue 46): every IANA zone name the
// browser knows, the trip's destination's zone(s) first. A destination is free text ("Lisbon,
// Portugal", "Bali", "undecided"), so it is matched two ways: a zone whose city is named in it
// ("Lisbon" → Europe/Lisbon), and a short table of countries and places whose zone is not
// named after a city in the text. Nothing matched means no zone first: the planner searches.
// Pure: no React, no Firebase.

/** Countries and places, lower case, to their main zone(s), for destinations that name no zone city. */
const PLACE_ZONES: Record<string, string[]> = {
  argentina: ['America/Argentina/Buenos_Aires'],
  australia: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'],
  austria: ['Europe/Vienna'],
  bali: ['Asia/Makassar'],
  belgium: ['Europe/Brussels'],
  brazil: ['America/Sao_Paulo'],
  california: ['America/Los_Angeles'],
  canada: ['America/Toronto', 'America/Vancouver'],
  chile: ['America/Santiago'],
  china: ['Asia/Shanghai'],
  colombia: ['America/Bogota'],
  'costa rica': ['America/Costa_Rica'],
  croatia: ['Europe/Zagreb'],
  czechia: ['Europe/Prague'],
  denmark: ['Europe/Copenhagen'],
  egypt: ['Africa/Cairo'],
  england: ['Europe/London'],
  finland: ['Europe/Helsinki'],
  florida: ['America/New_York'],
  france: ['Europe/Paris'],
  germany: ['Europe/Berlin'],
  greece: ['Europe/Athens'],
  hawaii: ['Pacific/Honolulu'],
  iceland: ['Atlantic/Reykjavik'],
  india: ['Asia/Kolkata'],
  indonesia: ['Asia/Jakarta', 'Asia/Makassar'],
  ireland: ['Europe/Dublin'],
  israel: ['Asia/Jerusalem'],
  italy: ['Europe/Rome'],
  japan: ['Asia/Tokyo'],
  kenya: ['Africa/Nairobi'],
  korea: ['Asia/Seoul'],
  mexico: ['America/Mexico_City', 'America/Cancun'],
  morocco: ['Africa/Casablanca'],
  netherlands: ['Europe/Amsterdam'],
  'new york': ['America/New_York'],
  'new zealand': ['Pacific/Auckland'],
  norway: ['Europe/Oslo'],
  peru: ['America/Lima'],
  philippines: ['Asia/Manila'],
  poland: ['Europe/Warsaw'],
  portugal: ['Europe/Lisbon'],
  scotland: ['Europe/London'],
  singapore: ['Asia/Singapore'],
  'south africa': ['Africa/Johannesburg'],
  spain: ['Europe/Madrid'],
  sweden: ['Europe/Stockholm'],
  switzerland: ['Europe/Zurich'],
  thailand: ['Asia/Bangkok'],
  turkey: ['Europe/Istanbul'],
  uk: ['Europe/London'],
  'united kingdom': ['Europe/London'],
  vietnam: ['Asia/Ho_Chi_Minh'],
};

/** Every zone name the browser knows (a short fallback where Intl cannot list them). */
export function allZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo'];
}

/** "Europe/Lisbon" → "lisbon"; "America/Argentina/Buenos_Aires" → "buenos aires". */
const cityOf = (zone: string) => (zone.split('/').at(-1) ?? '').replace(/_/g, ' ').toLowerCase();

/** Lower case, letters and spaces only, padded so a place matches as whole words. */
const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()} `;

/** The zones a destination names (by city, then by country or place), most likely first. */
export function destinationZones(destination: string, zones: readonly string[] = allZones()): string[] {
  const text = wordsOf(destination);
  const known = new Set(zones);
  const byCity = zones.filter((zone) => zone.includes('/') && text.includes(` ${cityOf(zone)} `));
  const byPlace = Object.entries(PLACE_ZONES)
    .filter(([place]) => text.includes(` ${place} `))
    .flatMap(([, placeZones]) => placeZones.filter((zone) => known.has(zone)));
  return [...new Set([...byCity, ...byPlace])];
}

/** The zones whose name contains what was typed ("new york", "new_york", "tokyo"), the chosen one kept. */
export function searchZones(zones: readonly string[], typed: string, chosen: string): string[] {
  const query = typed.trim().toLowerCase().replace(/\s+/g, '_');
  if (!query) return [...zones];
  return zones.filter((zone) => zone === chosen || zone.toLowerCase().includes(query));
}
