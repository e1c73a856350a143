// A full disk under SQLite: every write fails while every read still works. The caller must be told
// the server cannot save (503, not "Something went wrong"), the log must say the disk is full (not
// the "cannot rollback - no transaction is active" that used to hide it), /healthz must report it,
// and once there is room again everything works without a restart. SQLite's max_page_count makes
// the database file unable to grow, which SQLite reports exactly as a full disk (SQLITE_FULL).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLines } from '../test/captured-log.js';
import { createAccount } from '../test/harness.js';
import { errorOf, mutate, sessionCookie, startApp, type TestApp } from '../test/http.js';

vi.mock('../logging.js', async (importOriginal) =>
  (await import('../test/captured-log.js')).captureAppLog(importOriginal),
);

let started: TestApp;
let cookie: string;

beforeAll(async () => {
  started = await startApp({ LOG_LEVEL: 'info' }, { logger: true });
  const admin = await createAccount(started.app.deps.db, 'admin');
  cookie = sessionCookie(await mutate(started.app, 'auth.signIn', { email: admin.email, password: admin.password }));
});
afterAll(() => started.close());

async function setMaxPages(pages: number): Promise<void> {
  await sql.raw(`pragma max_page_count = ${pages}`).execute(started.app.deps.db);
}

function addPlan(name: string) {
  return mutate(started.app, 'plans.create', { name, price: '10.00', period: 'monthly' }, { cookie });
}

async function planNames(): Promise<string[]> {
  const rows = await started.app.deps.db.selectFrom('plans').select('name').execute();
  return rows.map((r) => r.name);
}

async function health() {
  const response = await started.app.inject({ method: 'GET', url: '/healthz' });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('a full disk under SQLite', () => {
  it('answers 503 "cannot save", logs the full disk, reports it in /healthz, and recovers when there is room', async () => {
    const { rows } = await sql<{ pages: number }>`select page_count as pages from pragma_page_count()`.execute(
      started.app.deps.db,
    );
    await setMaxPages(rows[0]?.pages ?? 0);

    // Writes fill the last free room in the file's pages; the first that needs a new page fails.
    let refused: Awaited<ReturnType<typeof addPlan>> | null = null;
    let name = '';
    for (let i = 0; i < 500 && !refused; i++) {
      name = `Plan ${i}`;
      const answer = await addPlan(name);
      if (answer.statusCode !== 200) refused = answer;
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.headers['retry-after']).toBe('60');
    if (refused) expect(errorOf(refused).message).toBe('The server cannot save right now. Please try again later.');
    // Nothing of the refused write was kept, and reads go on working.
    expect(await planNames()).not.toContain(name);

    const log = capturedLines.join('\n');
    expect(log).toContain('the disk is full');
    expect(log).toContain('SQLITE_FULL');
    expect(log).not.toContain('cannot rollback');
    expect(await health()).toEqual({
      status: 503,
      body: {
        status: 'error',
        database: 'ok',
        storage: 'full',
        problem: 'the disk is full: nothing can be saved until space is freed on the database disk (SQLITE_FULL)',
      },
    });

    await setMaxPages(1_000_000);
    expect((await addPlan('After the clean-up')).statusCode).toBe(200);
    expect(await planNames()).toContain('After the clean-up');
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', storage: 'ok' } });
  });
});
