// The planners' CSV files' cells (the trip CSV's rules, src/features/admin/trip-csv.ts): RFC 4180
// quoting, cells a spreadsheet would run as a formula (=, +, -, @, tab, CR) prefixed with ', and a
// UTF-8 byte-order mark so Excel keeps accents.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as a CSV file's text: BOM, CRLF line ends, a last line end. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return '\uFEFF' + rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
