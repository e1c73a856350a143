// A walk-in at the front desk, in Chromium through the UI: a front-desk login adds a walk-in without an
// email on a 10-visit pass with the payment taken, checks them in by their code ten times (the server's
// clock moves more than an hour between visits, never a real wait), sees the visits left go down on
// the member page, and the eleventh check-in is refused because the pass is used up.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/server/test/manual-clock.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { newSession, openSection, region, type Session } from './support/dashboard.js';
import { type RunningApp, startApp } from './support/server.js';
import { seedStaff } from './support/staff.js';

const DESK = { name: 'Dana Desk', email: 'dana@gym.test', password: 'front desk shift 1' };
const WALK_IN = 'Walker Reyes';
/** Monday 23 November 2026, 09:00 at the gym (London is on UTC in winter). */
const clock = new ManualClock('2026-11-23T09:00:00.000Z');
const HOUR_MS = 60 * 60_000;

let server: RunningApp;
let browser: Browser;
let desk: Session;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock, env: { GYM_TIMEZONE: 'Europe/London' } }), launchBrowser()]);
  await seedStaff(server.app, 'frontdesk', DESK);
  const owner = await adminCaller(server.app);
  await owner.plans.create({ name: '10-visit pass', price: '120', kind: 'pass', passVisits: 10, passDays: 90 });
  desk = await newSession(browser);
  await signIn(desk.page, server.url, DESK.email, DESK.password);
  await desk.page.waitForURL(`${server.url}/admin`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const deskField = (page: Page) => page.getByLabel('Member code or name', { exact: true });

/** Types a code and Enter, as a USB scanner does; returns the answer shown. */
async function scan(page: Page, code: string): Promise<string> {
  const before = await page.$('[data-testid="desk-answer"]');
  await deskField(page).fill(code);
  await deskField(page).press('Enter');
  await page.waitForFunction((old) => {
    const now = document.querySelector('[data-testid="desk-answer"]');
    return now !== null && now !== old;
  }, before);
  return (await page.getByTestId('desk-answer').locator('.desk-answer-text').textContent()) ?? '';
}

/** The Pass card's "Visits left" on the member page. */
async function visitsLeft(page: Page, memberUrl: string): Promise<string> {
  await page.goto(memberUrl);
  const card = region(page, 'Pass');
  await card.getByText('Visits left').waitFor();
  return (await card.locator('dt:text("Visits left") + dd').textContent()) ?? '';
}

describe('a walk-in on a 10-visit pass', () => {
  let code = '';
  let memberUrl = '';

  it('is added at the desk without an email, paid now, and gets a member code', async () => {
    const { page } = desk;
    await openSection(page, 'Check-in');
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add member' });
    await dialog.getByLabel('Name').fill(WALK_IN);
    const plan = dialog.getByLabel('Plan or pass');
    await plan.locator('option', { hasText: '10-visit pass' }).waitFor({ state: 'attached' });
    await plan.selectOption({ label: '10-visit pass ($120.00 once, 10 visits within 90 days)' });
    expect(await dialog.getByLabel('Take payment now').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add member' }).click();

    await dialog.getByText(`Added ${WALK_IN}.`).waitFor();
    code = (await dialog.locator('.member-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await dialog.getByRole('link', { name: `Open ${WALK_IN}'s page` }).click();
    await page.getByRole('heading', { name: WALK_IN }).waitFor();
    memberUrl = page.url();
    expect(await visitsLeft(page, memberUrl)).toBe('10 of 10');
    const bills = await server.app.deps.db.selectFrom('bills').select(['description', 'status']).execute();
    expect(bills).toEqual([{ description: '10-visit pass', status: 'paid' }]);
  });

  it('is checked in by code ten times, the visits left going down, and refused the eleventh time', async () => {
    const { page } = desk;
    for (let visit = 1; visit <= 10; visit++) {
      if (visit === 1 || visit === 4) await openSection(page, 'Check-in');
      expect(await scan(page, code)).toBe(`Checked in: ${WALK_IN}`);
      clock.advance(HOUR_MS + 5 * 60_000);
      if (visit === 3) expect(await visitsLeft(page, memberUrl)).toBe('7 of 10');
    }
    expect(await scan(page, code)).toBe(`Not checked in: ${WALK_IN}'s 10-visit pass is used up`);
    expect(await visitsLeft(page, memberUrl)).toBe('0 of 10');
    expect(desk.errors).toEqual([]);
  });
});
