// Reading an uploaded members CSV into named cells: the bytes must be UTF-8 text (a BOM is dropped),
// the delimiter is found from the header line (comma, semicolon or tab, as spreadsheets in different
// locales save), and csv-parse does the parsing, so quoted commas and line breaks stay inside their
// cell. Rows come out a thousand at a time with a pause between, so a big file never holds the
// event loop.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_TOO_LARGE } from '../../../shared/member-import.schemas.js';

export const IMPORT_COLUMNS = ['name', 'email', 'phone', 'plan', 'joinDate', 'openingBalance'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** How each column is spelled in the header, lower-cased with spaces, _ and - taken out. */
const HEADER_ALIASES: Record<ImportColumn, readonly string[]> = {
  name: ['name', 'fullname', 'membername', 'member'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'telephone', 'tel', 'cell'],
  plan: ['plan', 'planname', 'membership', 'membershiptype', 'membershipplan'],
  joinDate: ['joindate', 'joined', 'joinedon', 'datejoined', 'membersince', 'startdate', 'since'],
  openingBalance: ['openingbalance', 'balance', 'balancedue', 'owed', 'amountowed', 'outstanding'],
};

export const COLUMN_TITLES: Record<ImportColumn, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  plan: 'Plan',
  joinDate: 'Join date',
  openingBalance: 'Opening balance',
};

const REQUIRED: readonly ImportColumn[] = ['name', 'email'];
const EXPECTED_COLUMNS = IMPORT_COLUMNS.map((column) => COLUMN_TITLES[column]).join(', ');

/** Why the whole file is refused; the words are the page's. */
export class ImportFileError extends Error {}

export const NOT_UTF8 =
  'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8 (comma delimited)" and try again.';

/** The file's text, or an ImportFileError saying why it cannot be read as UTF-8 text. */
export function decodeImportFile(bytes: Buffer): string {
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFileError(IMPORT_TOO_LARGE);
  if (bytes.length === 0) throw new ImportFileError('The file is empty.');
  // UTF-16 (what "Unicode text" saves) and binary files (a spreadsheet's .xlsx, an image) both hold NULs.
  if (bytes.includes(0)) throw new ImportFileError(NOT_UTF8);
  try {
    // fatal: an invalid byte (Windows-1252's é, for one) refuses the file instead of becoming '�'.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportFileError(NOT_UTF8);
  }
}

/** The delimiter the header line uses most: ',' unless ';' or a tab is there more often. */
export function detectDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, n: header.split(delimiter).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]?.n ? counts[0].delimiter : ',';
}

function headerKey(title: string): string {
  return title.toLowerCase().replace(/[\s_\-.]+/g, '');
}

export interface ImportHeader {
  /** Each known column's position in a row. */
  positions: Partial<Record<ImportColumn, number>>;
  /** The titles of the columns the import does not read. */
  ignored: string[];
}

function readHeader(titles: string[]): ImportHeader {
  const positions: Partial<Record<ImportColumn, number>> = {};
  const ignored: string[] = [];
  titles.forEach((title, index) => {
    const key = headerKey(title);
    const column = IMPORT_COLUMNS.find((c) => HEADER_ALIASES[c].includes(key));
    if (column && positions[column] === undefined) positions[column] = index;
    else if (title.trim() !== '') ignored.push(title.trim());
  });
  const missing = REQUIRED.filter((column) => positions[column] === undefined);
  if (missing.length > 0) {
    const names = missing.map((column) => `"${COLUMN_TITLES[column]}"`).join(' and ');
    throw new ImportFileError(
      `The file has no ${names} column. Its first line must name the columns: ${EXPECTED_COLUMNS} (Name and Email are required).`,
    );
  }
  return { positions, ignored };
}

export type ImportCells = Partial<Record<ImportColumn, string>>;

export interface ImportRecord {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  cells: ImportCells;
}

const ROWS_BETWEEN_PAUSES = 250;
const CHUNK_BYTES = 64 * 1024;

/**
 * The file's header, then its rows in order. Throws ImportFileError for a file that is not a CSV of
 * members (no header, no Name/Email column, broken quotes, more than IMPORT_MAX_ROWS rows).
 */
export async function readImportFile(
  text: string,
  onHeader: (header: ImportHeader) => void,
): Promise<AsyncGenerator<ImportRecord>> {
  const delimiter = detectDelimiter(text.replace(/^\uFEFF/, ''));
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += CHUNK_BYTES) chunks.push(text.slice(at, at + CHUNK_BYTES));
  const parser = Readable.from(chunks).pipe(
    // Empty lines are records too, so row numbers stay the spreadsheet's; rowsAfterHeader skips them.
    parse({ bom: true, delimiter, relax_column_count: true }),
  );
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  let first = await nextRecord(records);
  while (first?.every((cell) => cell.trim() === '')) first = await nextRecord(records);
  if (!first) throw new ImportFileError('The file has no rows: its first line must name the columns.');
  const header = readHeader(first);
  onHeader(header);
  return rowsAfterHeader(records, header);
}

async function nextRecord(records: AsyncIterator<string[]>): Promise<string[] | null> {
  try {
    const next = await records.next();
    return next.done ? null : next.value;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ImportFileError(
        `The file is not a CSV the import can read${line ? ` (near line ${line})` : ''}: check its quotes.`,
      );
    }
    throw error;
  }
}

async function* rowsAfterHeader(records: AsyncIterator<string[]>, header: ImportHeader): AsyncGenerator<ImportRecord> {
  let row = 1;
  for (;;) {
    if (row % ROWS_BETWEEN_PAUSES === 0) await nextTurn();
    const record = await nextRecord(records);
    if (!record) return;
    row += 1;
    if (row - 1 > IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_TOO_LARGE);
    // A blank line or a row of empty cells counts as a row (the spreadsheet numbers it) but is no member.
    if (record.every((cell) => cell.trim() === '')) continue;
    const cells: ImportCells = {};
    for (const column of IMPORT_COLUMNS) {
      const at = header.positions[column];
      if (at !== undefined) cells[column] = record[at] ?? '';
    }
    yield { row, cells };
  }
}
