// Month end in a real browser, on a small gym with bills of every age and a week of classes: Billing
// opens on Record Payment; the Member List sorted by balance is cards on a phone, most owed first, with
// nothing off-screen; the Aging report puts the biggest debtor first with their old debt in "Over 90
// days"; the class week shows each class on its weekday. UPDATE_SCREENSHOTS=1 keeps the pictures in
// docs/screenshots/month-end (the "before" ones there were taken once on the commit before issue 26).
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFixture, insertTestBills } from '../src/server/test/fixtures.js';
import { ManualClock } from '../src/server/test/manual-clock.js';
import { addDays } from '../src/shared/calendar.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import {
  DESKTOP,
  newSession,
  type Person,
  PHONE,
  pickMember,
  region,
  type Session,
  seedMember,
} from './support/dashboard.js';
import { screenshot, screenshotsDir } from './support/screenshot.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

/** Wednesday 25 November 2026, 10:00 at the gym (London is on UTC in winter). */
const TODAY = '2026-11-25';
const clock = new ManualClock(`${TODAY}T10:00:00.000Z`);
const SHOTS_DIR = screenshotsDir('month-end');

const MEMBERS: Person[] = [
  { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' },
  { name: 'Zoë Ångström', email: 'zoe@example.com', password: 'rowing at dawn' },
  { name: 'Sam Rivera', email: 'sam@example.com', password: 'squats before work' },
  { name: 'Ana Lima', email: 'ana@example.com', password: 'deadlifts at dawn' },
  { name: 'Kofi Mensah', email: 'kofi@example.com', password: 'sprints on friday' },
];

let server: RunningApp;
let browser: Browser;
const sessions: Session[] = [];
const ids = new Map<string, string>();

async function adminPage(viewport: { width: number; height: number }): Promise<Page> {
  const session = await newSession(browser, viewport);
  sessions.push(session);
  await signIn(session.page, server.url, ADMIN.email, ADMIN.password);
  await session.page.waitForURL((url) => url.pathname === '/admin');
  return session.page;
}

/** Brings what the picture is about to the top of the window, below the key numbers. */
const scrollToTop = (element: Locator) =>
  element.evaluate((e) => {
    e.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -72); // the sticky bar at the top of the page
  });

/** A bill issued `daysAgo` before today (due 14 days after its issue). */
const billFrom = (name: string, daysAgo: number, amountCents: number, description: string) => {
  const issueDate = addDays(TODAY, -daysAgo);
  return billFixture(ids.get(name) as string, {
    amountCents,
    description,
    issueDate,
    date: `${issueDate}T09:00:00.000Z`,
  });
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock, env: { GYM_TIMEZONE: 'Europe/London' } }), launchBrowser()]);
  for (const member of MEMBERS) ids.set(member.name, await seedMember(server.app, member));
  // Maya owes most, partly for a long time; Sam owes one recent bill; Ana and Kofi owe nothing.
  await insertTestBills(server.app.deps.db, [
    billFrom('Maya Patel', 130, 4500, 'August membership'),
    billFrom('Maya Patel', 40, 4500, 'October membership'),
    billFrom('Maya Patel', 5, 4500, 'November membership'),
    billFrom('Zoë Ångström', 70, 3000, 'Personal training'),
    billFrom('Zoë Ångström', 10, 1250, 'Towel rental'),
    billFrom('Sam Rivera', 3, 2000, 'Day pass'),
  ]);
  const owner = await adminCaller(server.app);
  for (const name of ['Ana Lima', 'Kofi Mensah', 'Maya Patel']) {
    await owner.checkIns.checkInMember({ userId: ids.get(name) as string });
  }
  for (const [name, weekday, startTime] of [
    ['Spin', 4, '07:00'],
    ['Yoga', 3, '18:30'],
    ['Boxing', 5, '19:00'],
  ] as const) {
    const klass = await owner.classes.create({ name, trainer: 'Kim Trainer', capacity: 12, durationMinutes: 45 });
    await owner.classes.addSlot({ classId: klass.id, weekday, startTime });
  }
});
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.context.close()));
  await browser?.close();
  await server?.close();
});

describe('month end', () => {
  it('Billing opens on Record Payment, before the forms', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${server.url}/admin/billing`);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await headings.filter({ hasText: 'Record Payment' }).waitFor();
    const texts = await headings.allTextContents();
    expect(texts.indexOf('Record Payment')).toBeLessThan(texts.findIndex((t) => /Create Bill/i.test(t)));
    // The desk's usual start: find who is paying, and see what they owe.
    const card = region(page, 'Record Payment');
    await pickMember(card, 'Maya', MEMBERS[0] as Person);
    await card.getByText('$135.00').first().waitFor();
    await scrollToTop(card);
    await screenshot(page, path.join(SHOTS_DIR, 'after-billing.png'));
  });

  it('the Member List by balance is cards on a phone, most owed first, nothing off-screen', async () => {
    const page = await adminPage(PHONE);
    await page.goto(`${server.url}/admin/members?sort=balance`);
    const cards = page.locator('.member-card');
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toContain('Maya Patel');
    expect(await cards.first().textContent()).toContain('$135.00');
    await scrollToTop(page.locator('.member-cards'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, path.join(SHOTS_DIR, 'after-member-list-phone.png'), PHONE);
  });

  it('the Aging report puts the biggest debtor first, with their oldest bill over 90 days', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${server.url}/admin/reports?type=aging`);
    const report = region(page, 'Aging report');
    const first = report.getByRole('row').nth(1);
    await first.getByRole('link', { name: 'Maya Patel' }).waitFor();
    expect(await first.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['$45.00', '$135.00']));
    await screenshot(page, path.join(SHOTS_DIR, 'after-aging.png'));
  });

  it('the class week shows each class on its weekday', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${server.url}/admin/classes?view=week`);
    // Sessions are planned from today on: this week's Wednesday evening, Thursday and Friday.
    const days = page.locator('.week-day');
    await days.filter({ hasText: 'Yoga' }).first().waitFor();
    const dayTexts = await days.allTextContents();
    expect(dayTexts).toHaveLength(7);
    expect(dayTexts[3]).toContain('Spin');
    expect(dayTexts[2]).toContain('Yoga');
    expect(dayTexts[4]).toContain('Boxing');
    await scrollToTop(page.locator('.week-calendar'));
    await screenshot(page, path.join(SHOTS_DIR, 'after-classes-week.png'));
  });
});
