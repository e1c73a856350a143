// The permission table's rows for plain HTTP routes (the report CSV downloads), walked like the
// procedures in access.test.ts: every kind of caller, through the real app, gets the download or
// 401/403 with no CSV in the body. A route of the table missing here fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, HTTP_PERMISSIONS, PERMISSIONS } from '../../shared/permissions.js';
import { REPORT_TYPES, reportCsvPath } from '../../shared/reports.schemas.js';
import { ROLES, type Role } from '../../shared/roles.js';
import { createAccount } from '../test/harness.js';
import { startApp, type TestApp } from '../test/http.js';

type Who = 'visitor' | 'pending' | Role;
const WHO: Who[] = ['visitor', 'pending', ...ROLES];

/** Each HTTP row of the table and the URLs it guards. */
const ROUTES: Record<(typeof HTTP_PERMISSIONS)[number], string[]> = {
  'http.reportCsv': REPORT_TYPES.map((type) => `${reportCsvPath(type)}?startDate=2026-03-01&endDate=2026-03-31`),
};

let started: TestApp;
beforeAll(async () => {
  started = await startApp();
});
afterAll(() => started.close());

async function cookieOf(who: Who): Promise<Record<string, string>> {
  if (who === 'visitor') return {};
  const account = await createAccount(started.app.deps.db, who);
  const { cookie } = await started.app.deps.sessions.create(account.id);
  return { cookie: `${cookie.name}=${cookie.value}` };
}

describe('the HTTP rows of the permission table', () => {
  it('are exactly the routes this test walks', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...HTTP_PERMISSIONS].sort());
  });

  describe.each(Object.entries(ROUTES))('%s', (name, urls) => {
    it.each(WHO)('as %s answers as the table says', async (who) => {
      const role = who === 'visitor' ? undefined : who === 'pending' ? null : who;
      const allowed = allows(PERMISSIONS[name as keyof typeof PERMISSIONS], role);
      const headers = await cookieOf(who);
      for (const url of urls) {
        const response = await started.app.inject({ method: 'GET', url, headers });
        const status = allowed ? 200 : who === 'visitor' ? 401 : 403;
        expect({ url, status: response.statusCode }).toEqual({ url, status });
        if (allowed) expect(response.headers['content-type']).toContain('text/csv');
        else expect(response.headers['content-type']).not.toContain('text/csv');
      }
    });
  });
});
