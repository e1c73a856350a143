// The everyday screens in a real browser: a keyboard-only walk from approving a request to sending a
// notification, checking where focus lands after every action; the new pages on a 375px phone (no
// sideways scrolling, admin navigation through the Sections menu); and the README's screenshots of
// the new screens (UPDATE_SCREENSHOTS=1 writes them to docs/screenshots).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFixture, insertTestBills } from '../src/server/test/fixtures.js';
import { callerAs } from '../src/server/test/harness.js';
import { addDays } from '../src/shared/calendar.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import {
  browserToday,
  DESKTOP,
  newSession,
  type Person,
  PHONE,
  region,
  type Session,
  seedMember,
  seedVisitor,
  waitForLoaded,
} from './support/dashboard.js';
import { focused, tabTo } from './support/keyboard.js';
import { screenshot, screenshotsDir, UPDATE_SCREENSHOTS } from './support/screenshot.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
const ZOE: Person = { name: 'Zoë Ångström', email: 'zoe@example.com', password: 'rowing at dawn' };
const SAM: Person = { name: 'Sam Rivera', email: 'sam.rivera@example.com', password: 'squats before work' };
const LONG: Person = {
  name: `Alexandra ${'Montgomery'.repeat(9)}`,
  email: 'alexandra@example-fitness.com',
  password: 'long names lift too',
};

const SHOTS_DIR = screenshotsDir();

let server: RunningApp;
let browser: Browser;
let mayaId = '';
const sessions: Session[] = [];

async function open(viewport: { width: number; height: number }, person?: Pick<Person, 'email' | 'password'>) {
  const session = await newSession(browser, viewport);
  sessions.push(session);
  if (person) {
    await signIn(session.page, server.url, person.email, person.password);
    await session.page.waitForURL((url) => url.pathname !== '/signin');
  }
  return session.page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  mayaId = await seedMember(server.app, MAYA);
  const zoeId = await seedMember(server.app, ZOE);
  await seedMember(server.app, LONG);
  await seedVisitor(server.app, SAM);
  const caller = await adminCaller(server.app);
  const bill = await caller.bills.create({ memberId: mayaId, amount: '45.00', description: 'November membership' });
  await caller.bills.create({ memberId: zoeId, amount: '12.50', description: 'Towel rental' });
  await caller.bills.recordPayment({ billId: bill.id, amount: '20', method: 'card' });
  await caller.notifications.send({ memberId: mayaId, message: 'Welcome to the gym, Maya!' });
  await caller.checkIns.checkInMember({ userId: mayaId });
  await caller.checkIns.checkInMember({ userId: zoeId });
  await caller.memberNotes.add({ userId: mayaId, body: 'Prefers morning classes; knee injury in 2025.' });
  const treadmill = await caller.equipment.add({ name: 'Treadmill', quantity: 4 });
  const rower = await caller.equipment.add({ name: 'Rowing machine', quantity: 2 });
  await caller.equipment.update({ id: treadmill.id, name: 'Treadmill', quantity: 4, serviceIntervalDays: 90 });
  await caller.equipment.setStatus({ id: rower.id, status: 'out_of_order' });
  const visitor = await callerAs(server.app.deps);
  await visitor.contact.send({
    name: 'Jamie Chen',
    email: 'jamie@example.com',
    message: 'Do you offer a family membership for two adults and a teenager?',
  });
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.context.close()));
  await browser?.close();
  await server?.close();
  if (!UPDATE_SCREENSHOTS) fs.rmSync(SHOTS_DIR, { recursive: true, force: true });
});

/** Waits until the member picker's list, narrowed by what was typed in it, offers only this person. */
async function onlyChoice(page: Page, person: Person) {
  await expect
    .poll(() => page.getByRole('listbox', { name: 'Member suggestions' }).getByRole('option').allTextContents())
    .toEqual([`${person.name} · ${person.email}`]);
}

describe('a keyboard-only walk: approve, bill, payment, notification', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open(DESKTOP);
    await page.goto(`${server.url}/signin`);
  });

  it('signs in with the keyboard and lands on the dashboard', async () => {
    await tabTo(page, 'Email');
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, 'Password');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin');
    await waitForLoaded(page);
  });

  it('approves a request, and focus lands on the result', async () => {
    await tabTo(page, `Approve ${SAM.name}`);
    await page.keyboard.press('Enter');
    await region(page, 'Pending Member Requests').getByText(`${SAM.name} was approved.`).waitFor();
    await expect
      .poll(() => focused(page))
      .toMatchObject({ name: expect.stringContaining(`${SAM.name} was approved.`) });
  });

  it('refuses an empty bill with focus on the first field to fix, then creates it with focus on the result', async () => {
    await tabTo(page, 'Billing');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/billing');
    await waitForLoaded(page);
    await tabTo(page, 'Create Bill');
    await page.keyboard.press('Enter');
    // The first field to fix is the member picker: type, see the one match, Enter chooses it.
    await expect.poll(() => focused(page)).toMatchObject({ invalid: true, role: 'combobox', name: 'Member' });
    await page.keyboard.type('Sam');
    await onlyChoice(page, SAM);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => region(page, 'Create Bill').getByRole('combobox', { name: 'Member' }).inputValue())
      .toBe(SAM.name);
    await tabTo(page, /^Amount/);
    await page.keyboard.type('$1,200.00');
    await page.keyboard.press('Enter');
    await region(page, 'Create Bill').getByRole('status').waitFor();
    await expect.poll(async () => (await focused(page)).name).toMatch(/1,200\.00/);
  });

  it('records a payment from the dialog, and focus lands on the receipt message', async () => {
    await tabTo(page, 'Record Payment');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Amount/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Payment recorded\. Receipt R-\d{4}-\d{6}\.$/);
  });

  it('sends a notification, and focus lands on the result', async () => {
    await tabTo(page, 'Notifications');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/notifications');
    await waitForLoaded(page);
    await tabTo(page, 'Member');
    await page.keyboard.type('Maya');
    await onlyChoice(page, MAYA);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Message/);
    await page.keyboard.type('Your bill is ready.');
    await tabTo(page, 'Preview');
    await page.keyboard.press('Enter');
    // The preview takes focus; its send button is the next stop.
    await expect.poll(async () => (await focused(page)).tag).toBe('section');
    await tabTo(page, 'Send Notification');
    await page.keyboard.press('Enter');
    await region(page, 'Send Notification').getByText(`Notification sent to ${MAYA.name}.`).waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe(`Notification sent to ${MAYA.name}.`);
  });
});

/** The page's scroll width against the viewport's, and the first elements that stick out. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      // Wide tables scroll inside their own box; only what sticks out of the page counts.
      .filter((element) => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide };
  });
}

describe('the new pages on a 375px phone', () => {
  const PAGES = [
    { who: 'admin', label: '/admin/members', path: () => '/admin/members', heading: 'Member List' },
    { who: 'admin', label: '/admin/members/<id>', path: () => `/admin/members/${mayaId}`, heading: MAYA.name },
    { who: 'admin', label: '/admin/inbox', path: () => '/admin/inbox', heading: 'Inbox' },
    { who: 'admin', label: '/admin/plans', path: () => '/admin/plans', heading: 'Plans' },
    { who: 'admin', label: '/admin/check-in', path: () => '/admin/check-in', heading: 'Check-in' },
    { who: 'admin', label: '/admin/classes', path: () => '/admin/classes', heading: 'Classes' },
    {
      who: 'admin',
      label: '/admin/reports?type=aging',
      path: () => '/admin/reports?type=aging',
      heading: 'Aging report',
    },
    { who: 'member', label: '/member/notifications', path: () => '/member/notifications', heading: 'Notifications' },
    { who: 'member', label: '/member/classes', path: () => '/member/classes', heading: 'Classes' },
  ] as const;
  let phone: Record<'admin' | 'member', Page>;
  beforeAll(async () => {
    phone = { admin: await open(PHONE, ADMIN), member: await open(PHONE, MAYA) };
  });

  it.each(PAGES)('$label fits the width', async (spec) => {
    const page = phone[spec.who];
    await page.goto(`${server.url}${spec.path()}`);
    await page.getByRole('heading', { name: spec.heading }).first().waitFor();
    await waitForLoaded(page);
    const measured = await overflow(page);
    expect(measured.scrollWidth, `wider than the screen: ${measured.wide.join(', ')}`).toBeLessThanOrEqual(
      measured.innerWidth,
    );
  });

  it('reaches every admin section through the Sections menu', async () => {
    const page = phone.admin;
    await page.goto(`${server.url}/admin`);
    const toggle = page.getByRole('button', { name: /Sections/ });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const billing = nav.getByRole('link', { name: 'Billing', exact: true });
    const box = await billing.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await billing.click();
    await page.waitForURL((url) => url.pathname === '/admin/billing');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('README screenshots of the everyday screens', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open(DESKTOP, ADMIN);
  });

  it('the financial report with its chart', async () => {
    await page.goto(`${server.url}/admin/reports`);
    const today = await browserToday(page);
    // Two weeks of charges, so the chart has a shape: day-pass and shop sales, more at the weekend.
    const bills = Array.from({ length: 14 }, (_, back) => {
      const day = addDays(today, -back);
      return billFixture(mayaId, {
        amountCents: 2500 + ((back * 3700) % 9000) + (back % 7 < 2 ? 6000 : 0),
        description: 'Day passes and shop',
        date: `${day}T12:00:00.000Z`,
        issueDate: day,
      });
    });
    await insertTestBills(server.app.deps.db, bills);
    const reports = region(page, 'Reports');
    await reports.getByLabel('Report Type', { exact: true }).selectOption('financial');
    await reports.getByLabel('Start Date', { exact: true }).fill(addDays(today, -13));
    await reports.getByLabel('End Date', { exact: true }).fill(today);
    await reports.getByRole('button', { name: 'Generate Report', exact: true }).click();
    await page.locator('.report-chart-canvas canvas').first().waitFor();
    // The report, its table and the chart fill the picture rather than the form above them.
    await region(page, 'Report result').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, path.join(SHOTS_DIR, 'reports.png'));
  });

  it('the member list and a member page', async () => {
    await page.goto(`${server.url}/admin/members`);
    await region(page, 'Member List').getByRole('link', { name: MAYA.name }).waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'member-list.png'));
    await page.goto(`${server.url}/admin/members/${mayaId}`);
    await page.getByRole('heading', { level: 2, name: MAYA.name }).waitFor();
    await expect.poll(() => page.title()).toBe(`${MAYA.name} — Member — Admin — Your Gym`);
    await screenshot(page, path.join(SHOTS_DIR, 'member-page.png'));
  });

  it('notifications with their history, and the inbox', async () => {
    await page.goto(`${server.url}/admin/notifications`);
    await page.getByText('Welcome to the gym, Maya!').first().waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'notifications.png'));
    await page.goto(`${server.url}/admin/inbox`);
    await page.getByText('Do you offer a family membership', { exact: false }).waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'inbox.png'));
  });

  it('equipment with its upkeep, and the member dashboard with what is out of order', async () => {
    await page.goto(`${server.url}/admin/equipment`);
    await page.getByText('Rowing machine', { exact: true }).first().waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'equipment.png'));
    // The member sees it too (the dashboard's screenshot is taken in phone-and-screenshots.e2e.ts).
    const member = await open(DESKTOP, MAYA);
    await member.getByRole('region', { name: 'Equipment status' }).getByText('Rowing machine').first().waitFor();
  });

  it('raised no page errors anywhere', () => {
    for (const session of sessions) expect(session.errors).toEqual([]);
  });
});
