// Keyset pagination: a page ends at a (sort key, id) pair, handed to the client as an opaque string.
// Paging by position instead (OFFSET) would read every earlier row again on each page.
import { hasForbiddenCharacters } from '../../shared/text.js';

export interface Cursor {
  key: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/**
 * Our keys and ids are plain text (instants, days, generated ids): a control character in one, NUL
 * above all, which PostgreSQL refuses as a parameter, means the cursor was not written here.
 */
export function isCursorPart(part: unknown): part is string {
  return typeof part === 'string' && !hasForbiddenCharacters(part, 'single-line');
}

/** The cursor, or null when the text is not one of ours (the caller answers "Invalid page."). */
export function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every(isCursorPart)) {
      return { key: value[0] as string, id: value[1] as string };
    }
  } catch {
    // not ours
  }
  return null;
}
