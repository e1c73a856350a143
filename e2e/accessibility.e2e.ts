// axe-core on every route and every admin section, first on an empty gym and then on a filled one, at
// 1280 and 375 px: any violation fails. The counts per page are printed at the end (a table a
// maintainer can paste), so a run shows what was checked, not only that nothing failed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../src/client/features/admin/sections.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { checkWithAxe, newAxeSession } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import {
  DESKTOP,
  type Person,
  PHONE,
  type Session,
  seedMember,
  seedVisitor,
  waitForLoaded,
} from './support/dashboard.js';
import { configureGym } from './support/gym.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
const ZOE: Person = { name: 'Zoë Ångström-Castellanos', email: 'zoe@example.com', password: 'rowing at dawn' };
const SAM: Person = { name: 'Sam Rivera', email: 'sam.rivera@example.com', password: 'squats before work' };

type Who = 'visitor' | 'admin' | 'member';
interface Ids {
  mayaId: string;
  paymentId: string | null;
}
interface Checked {
  who: Who;
  label: string;
  path: (ids: Ids) => string | null;
}

const PAGES: Checked[] = [
  ...['/', '/about', '/services', '/contact', '/signin', '/signup', '/forgot-password', '/pending-approval'].map(
    (path) => fixed('visitor', path),
  ),
  fixed('visitor', '/reset-password?token=not-a-real-token'),
  fixed('visitor', '/accept-invitation?token=not-a-real-token'),
  fixed('visitor', '/confirm-email?token=not-a-real-token'),
  fixed('visitor', '/no-such-page'),
  fixed('admin', '/admin'),
  ...ADMIN_SECTIONS.map((section) => fixed('admin', `/admin/${section.path}`)),
  // Screens other than a section's first one, opened by their address.
  fixed('admin', '/admin/reports?type=aging'),
  fixed('admin', '/admin/classes?view=week'),
  { who: 'admin', label: "/admin/members/<Maya's id>", path: (ids) => `/admin/members/${ids.mayaId}` },
  fixed('member', '/member'),
  fixed('member', '/member/classes'),
  fixed('member', '/member/notifications'),
  fixed('member', '/member/profile'),
  fixed('member', '/user'),
];
/** Receipts exist once a payment does. */
const RECEIPTS: Checked[] = [
  { who: 'admin', label: '/admin/receipts/<id>', path: (ids) => ids.paymentId && `/admin/receipts/${ids.paymentId}` },
  {
    who: 'member',
    label: '/member/receipts/<id>',
    path: (ids) => ids.paymentId && `/member/receipts/${ids.paymentId}`,
  },
];

function fixed(who: Who, path: string): Checked {
  return { who, label: path, path: () => path };
}

const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const;

let server: RunningApp;
let browser: Browser;
const ids: Ids = { mayaId: '', paymentId: null };
/** "<state> <viewport> <path>" -> [violations, rules passed]. */
const counts = new Map<string, [number, number]>();

async function sessionsAt(viewport: { width: number; height: number }): Promise<Record<Who, Session>> {
  const [visitor, admin, member] = await Promise.all([
    newAxeSession(browser, viewport),
    newAxeSession(browser, viewport),
    newAxeSession(browser, viewport),
  ]);
  await signIn(admin.page, server.url, ADMIN.email, ADMIN.password);
  await admin.page.waitForURL((url) => url.pathname === '/admin');
  await signIn(member.page, server.url, MAYA.email, MAYA.password);
  await member.page.waitForURL((url) => url.pathname === '/member');
  return { visitor, admin, member };
}

/**
 * What a busy gym has on every screen: its own name, logo, details and plans on the public pages,
 * bills, payments, notifications, a class, visits, equipment.
 */
async function fillTheGym(): Promise<void> {
  const zoeId = await seedMember(server.app, ZOE);
  await seedVisitor(server.app, SAM);
  const caller = await adminCaller(server.app);
  await configureGym(caller);
  const bill = await caller.bills.create({ memberId: ids.mayaId, amount: '45.00' });
  await caller.bills.create({ memberId: zoeId, amount: '12.50' });
  const payment = await caller.bills.recordPayment({ billId: bill.id, amount: '20', method: 'cash' });
  ids.paymentId = payment.paymentId;
  await caller.notifications.send({ memberId: ids.mayaId, message: 'Welcome to the gym, Maya!' });
  await caller.equipment.add({ name: 'Treadmill', quantity: 4 });
  await caller.records.add({ name: 'Bench Press Log' });
  const spin = await caller.classes.create({ name: 'Spin', capacity: 12, durationMinutes: 45 });
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    await caller.classes.addSlot({ classId: spin.id, weekday, startTime: '18:00' });
  }
  await caller.checkIns.checkInMember({ userId: ids.mayaId });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  ids.mayaId = await seedMember(server.app, MAYA);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  const rows = [...counts].map(
    ([page, [violations, passed]]) => `${page}: ${violations} violations, ${passed} rules passed`,
  );
  console.log(`axe-core ${rows.length} page checks\n${rows.join('\n')}`);
});

for (const state of ['empty', 'filled'] as const) {
  describe(`a${state === 'empty' ? 'n' : ''} ${state} gym`, () => {
    if (state === 'filled') beforeAll(fillTheGym);

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      describe(`at ${viewport.width} px`, () => {
        let sessions: Record<Who, Session>;
        beforeAll(async () => {
          sessions = await sessionsAt(viewport);
        });
        afterAll(() => Promise.all(Object.values(sessions ?? {}).map((s) => s.context.close())));

        for (const checked of state === 'filled' ? [...PAGES, ...RECEIPTS] : PAGES) {
          it(`${checked.label} (${checked.who}) has no axe violations`, async () => {
            const path = checked.path(ids);
            if (!path) throw new Error(`no data for ${checked.label}`);
            const { page, errors } = sessions[checked.who];
            errors.length = 0;
            const response = await page.goto(`${server.url}${path}`);
            await page.locator('h1').first().waitFor();
            await waitForLoaded(page);
            const outcome = await checkWithAxe(page);
            counts.set(`${state} ${name} ${checked.who} ${checked.label}`, [
              outcome.violations.length,
              outcome.passedRules,
            ]);

            expect(outcome.violations.map((v) => `${v.rule}: ${v.help} at ${v.where.join(' | ')}`)).toEqual([]);
            expect(outcome.passedRules).toBeGreaterThan(20);
            // The 404 page is the one place a 404 is expected (and the browser logs it).
            const expected = response?.status() === 404 ? /status of 404/ : null;
            expect(errors.filter((e) => !expected?.test(e))).toEqual([]);
          });
        }
      });
    }
  });
}
