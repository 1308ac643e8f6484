// Alphabetical order without Intl. The first collator a page makes (String.prototype.localeCompare
// makes one) costs a long task on a slow phone, in the middle of the page's first render
// (docs/performance.md); names and codes need only case and accents handled.

/** Drops case and accents (NFD splits "é" into "e" and its mark; the marks go). */
function fold(text: string): string {
  // eslint-disable-next-line no-control-regex -- the whole ASCII range: nothing to normalize
  const plain = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain.toLowerCase();
}

/** As a person reads a list: "ana" and "Ana" and "Émile" where a reader expects them; exact text breaks ties. */
export function compareText(a: string, b: string): number {
  const [x, y] = [fold(a), fold(b)];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
