// Keyset pagination: a page ends at a (sort key, id) pair, handed to the client as an opaque string.
// Paging by position instead (OFFSET) would read every earlier row again on each page.

export interface Cursor {
  key: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** The cursor, or null when the text is not one of ours (the caller answers "Invalid page."). */
export function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) {
      return { key: value[0] as string, id: value[1] as string };
    }
  } catch {
    // not ours
  }
  return null;
}
