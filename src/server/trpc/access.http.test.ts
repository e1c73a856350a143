// The permission table's rows for plain HTTP routes (the report CSV downloads, Stripe's webhook),
// walked like the procedures in access.test.ts: every kind of caller, through the real app, gets the
// route's answer or 401/403 without it. A route of the table missing here fails.

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_DATA_PATH } from '../../shared/account.schemas.js';
import { AGING_CSV_PATH } from '../../shared/aging.schemas.js';
import { GYM_EXPORT_PATH, MEMBER_IMPORT_PATH, MEMBERS_CSV_PATH } from '../../shared/member-import.schemas.js';
import { allows, HTTP_PERMISSIONS, PERMISSIONS } from '../../shared/permissions.js';
import { REPORT_TYPES, reportCsvPath } from '../../shared/reports.schemas.js';
import { ROLES, type Role } from '../../shared/roles.js';
import { createCalendarFeed } from '../features/calendar-feed/calendar-feed.service.js';
import {
  deliverOverHttp,
  stripeEvents,
  TEST_STRIPE_ENV,
} from '../features/online-payments/webhooks/webhook.testbed.js';
import { savePhotoRow } from '../features/trainers/trainers.queries.js';
import { createAccount } from '../test/harness.js';
import { APP_ORIGIN, startApp, type TestApp } from '../test/http.js';
import { TINY_PNG_BASE64 } from '../test/procedure-catalog.js';

type Who = 'visitor' | 'pending' | Role;
const WHO: Who[] = ['visitor', 'pending', ...ROLES];

interface Route {
  /** The requests of this row, as a caller with `headers` (a session cookie, or none) sends them. */
  send(app: FastifyInstance, headers: Record<string, string>): Promise<LightMyRequestResponse>[];
  /** What an allowed caller gets (a refused one must not get it). */
  answered(response: LightMyRequestResponse): boolean;
}

let deliveries = 0;
/** Each HTTP row of the table and the requests it guards. */
const ROUTES: Record<(typeof HTTP_PERMISSIONS)[number], Route> = {
  'http.reportCsv': {
    send: (app, headers) => [
      ...REPORT_TYPES.map((type) =>
        app.inject({ method: 'GET', url: `${reportCsvPath(type)}?startDate=2026-03-01&endDate=2026-03-31`, headers }),
      ),
      app.inject({ method: 'GET', url: AGING_CSV_PATH, headers }),
    ],
    answered: (response) => String(response.headers['content-type']).includes('text/csv'),
  },
  // Public: Stripe has no session; a signed event is taken whoever's cookie comes with it.
  'http.stripeWebhook': {
    send: (app, headers) => [
      deliverOverHttp(app, stripeEvents.ignored(`evt_access_${++deliveries}`), app.deps.clock.now(), headers),
    ],
    answered: (response) => response.json().received === true,
  },
  'http.myData': {
    send: (app, headers) => [app.inject({ method: 'GET', url: MY_DATA_PATH, headers })],
    answered: (response) => String(response.headers['content-disposition']).startsWith('attachment'),
  },
  // Public: a calendar app sends no cookie; the token in the URL is the key, whoever asks.
  'http.calendarFeed': {
    send: (app, headers) => [
      (async () => {
        const owner = await createAccount(app.deps.db, 'member');
        const { url } = await createCalendarFeed(
          app.deps.db,
          { id: owner.id, ip: '127.0.0.1' },
          new URL('http://x'),
          app.deps.clock.now(),
        );
        return app.inject({ method: 'GET', url: new URL(url).pathname, headers });
      })(),
    ],
    answered: (response) => String(response.headers['content-type']).includes('text/calendar'),
  },
  'http.memberImport': {
    send: (app, headers) => [
      app.inject({
        method: 'POST',
        url: MEMBER_IMPORT_PATH,
        headers: { ...headers, origin: APP_ORIGIN, 'content-type': 'application/json' },
        payload: {
          fileName: 'members.csv',
          contentBase64: Buffer.from(`Name,Email\nAda,ada${++deliveries}@gym.test\n`).toString('base64'),
        },
      }),
    ],
    answered: (response) => typeof response.json().importId === 'string',
  },
  'http.membersCsv': {
    send: (app, headers) => [app.inject({ method: 'GET', url: `${MEMBERS_CSV_PATH}?status=active`, headers })],
    answered: (response) => String(response.headers['content-type']).includes('text/csv'),
  },
  'http.gymExport': {
    send: (app, headers) => [app.inject({ method: 'GET', url: GYM_EXPORT_PATH, headers })],
    answered: (response) => String(response.headers['content-type']).includes('application/zip'),
  },
  // Public: the Services page shows trainers' photos to visitors.
  'http.trainerPhoto': {
    send: (app, headers) => [
      (async () => {
        const trainer = await createAccount(app.deps.db, 'trainer');
        await savePhotoRow(app.deps.db, trainer.id, { base64: TINY_PNG_BASE64, type: 'image/png' }, new Date());
        return app.inject({ method: 'GET', url: `/trainers/${trainer.id}/photo?v=1`, headers });
      })(),
    ],
    answered: (response) => String(response.headers['content-type']).includes('image/png'),
  },
};

let started: TestApp;
beforeAll(async () => {
  started = await startApp(TEST_STRIPE_ENV);
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

  describe.each(Object.entries(ROUTES))('%s', (name, route) => {
    it.each(WHO)('as %s answers as the table says', async (who) => {
      const role = who === 'visitor' ? undefined : who === 'pending' ? null : who;
      const allowed = allows(PERMISSIONS[name as keyof typeof PERMISSIONS], role);
      const headers = await cookieOf(who);
      for (const response of await Promise.all(route.send(started.app, headers))) {
        const url = response.raw.req.url;
        const status = allowed ? 200 : who === 'visitor' ? 401 : 403;
        expect({ url, status: response.statusCode }).toEqual({ url, status });
        expect({ url, answered: route.answered(response) }).toEqual({ url, answered: allowed });
      }
    });
  });
});
