// Driver errors that callers act on, recognised the same way on SQLite and PostgreSQL.

/** True for a unique-constraint violation on SQLite or PostgreSQL (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * Runs a transaction again when it lost a race on a unique index (PostgreSQL runs transactions side
 * by side; two of them can pick the same next number). The loser's transaction was rolled back whole,
 * so running it again is safe.
 */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
