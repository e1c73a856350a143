// CSV text for spreadsheets (RFC 4180): fields with a quote, comma or line break are quoted, quotes
// doubled, lines end with CRLF. A cell a spreadsheet would run as a formula (starting with = + - @,
// or a tab / carriage return that some programs strip first) gets a leading ' so it shows as text:
// a member's name must never become a formula on the owner's machine.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A plain decimal number ('-12.50') is data, never a formula, and stays a number in the sheet. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (counts): a negative one stays a number, not text. Amounts come as canonical
  // decimal text ('-12.50'), which PLAIN_NUMBER keeps as it is.
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
