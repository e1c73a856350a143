// Every page on a 375px phone (no sideways scrolling, the main heading in view), and the README's
// screenshots at 1280x800. UPDATE_SCREENSHOTS=1 writes them to docs/screenshots; otherwise to a temp
// folder, so a normal run still proves the pages render. Data is set up through the router.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { configureGym } from './support/gym.js';
import { screenshot, screenshotsDir, UPDATE_SCREENSHOTS } from './support/screenshot.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
const JORDAN: Person = { name: 'Jordan Lee', email: 'jordan.lee@example.com', password: 'squats before work' };
// A long address, so the phone layout has to wrap it.
const ALEXANDRA: Person = {
  name: 'Alexandra Montgomery-Whitfield',
  email: 'alexandra.montgomery-whitfield@example-fitness.com',
  password: 'long names lift too',
};
const SAM: Person = { name: 'Sam Rivera', email: 'sam.rivera@example.com', password: 'rowing at dawn' };
const PRIYA: Person = { name: 'Priya Shah', email: 'priya.shah@example.com', password: 'yoga on sundays' };

const SHOTS_DIR = screenshotsDir();

let server: RunningApp;
let browser: Browser;
let phone: Record<'visitor' | 'admin' | 'member', Session>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  const mayaId = await seedMember(server.app, MAYA);
  await seedMember(server.app, JORDAN);
  await seedMember(server.app, ALEXANDRA);
  await seedVisitor(server.app, SAM);
  await seedVisitor(server.app, PRIYA);
  const caller = await adminCaller(server.app);
  // A long gym name, a logo and a long address: the public pages must still fit a phone.
  await configureGym(caller);
  await caller.bills.create({ memberId: mayaId, amount: '45.00' });
  await caller.bills.create({ memberId: mayaId, amount: '12.50' });
  await caller.notifications.send({
    memberId: mayaId,
    message: 'Welcome to the gym, Maya! Your membership is active.',
  });
  await caller.notifications.send({ memberId: mayaId, message: 'The pool is closed on Saturday for maintenance.' });
  await caller.notifications.send({ memberId: mayaId, message: 'New spin classes start Monday at 7:00 AM.' });
  await caller.equipment.add({ name: 'Treadmill', quantity: 4 });
  await caller.equipment.add({ name: 'Adjustable Dumbbell Set (5-50 lb)', quantity: 12 });
  await caller.records.add({ name: 'Bench Press Log' });

  const [visitor, admin, member] = await Promise.all([
    newSession(browser, PHONE),
    newSession(browser, PHONE),
    newSession(browser, PHONE),
  ]);
  phone = { visitor, admin, member };
  await signIn(phone.admin.page, server.url, ADMIN.email, ADMIN.password);
  await phone.admin.page.waitForURL((url) => url.pathname === '/admin');
  await signIn(phone.member.page, server.url, MAYA.email, MAYA.password);
  await phone.member.page.waitForURL((url) => url.pathname === '/member');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (!UPDATE_SCREENSHOTS) fs.rmSync(SHOTS_DIR, { recursive: true, force: true });
});

interface PhonePage {
  who: keyof typeof phone;
  path: string;
  heading: string;
  /** The section's own heading, for the admin sections. */
  section?: string;
  /** Something to do first, so the page shows its widest content. */
  act?: (page: Page) => Promise<void>;
}

const PHONE_PAGES: PhonePage[] = [
  { who: 'visitor', path: '/', heading: 'Transform Your Fitness Journey' },
  { who: 'visitor', path: '/about', heading: 'About Us' },
  { who: 'visitor', path: '/services', heading: 'Our Services' },
  { who: 'visitor', path: '/contact', heading: 'Contact Us' },
  { who: 'visitor', path: '/signin', heading: 'Sign In' },
  { who: 'visitor', path: '/signup', heading: 'Sign Up' },
  { who: 'visitor', path: '/forgot-password', heading: 'Reset Password' },
  { who: 'visitor', path: '/pending-approval', heading: 'Registration Pending' },
  { who: 'admin', path: '/admin', heading: 'Admin Dashboard', section: 'Pending Member Requests' },
  { who: 'admin', path: '/admin/requests', heading: 'Admin Dashboard', section: 'Pending Member Requests' },
  { who: 'admin', path: '/admin/members', heading: 'Admin Dashboard', section: 'Member List' },
  { who: 'admin', path: '/admin/billing', heading: 'Admin Dashboard', section: 'Record Payment' },
  { who: 'admin', path: '/admin/notifications', heading: 'Admin Dashboard', section: 'Send Notification' },
  {
    who: 'admin',
    path: '/admin/reports',
    heading: 'Admin Dashboard',
    section: 'Reports',
    // The financial report's JSON has the longest lines of any screen (opened from under "Show JSON").
    act: async (page) => {
      const reports = region(page, 'Reports');
      await reports.getByLabel('Report Type', { exact: true }).selectOption('financial');
      const today = await browserToday(page);
      await reports.getByLabel('Start Date', { exact: true }).fill(today);
      await reports.getByLabel('End Date', { exact: true }).fill(today);
      await reports.getByRole('button', { name: 'Generate Report', exact: true }).click();
      const result = reports.getByRole('region', { name: 'Report result' });
      await result.getByText('Show JSON', { exact: true }).click();
      await result.getByText('"billCount": 2').waitFor();
    },
  },
  { who: 'admin', path: '/admin/equipment', heading: 'Admin Dashboard', section: 'Equipment Management' },
  { who: 'admin', path: '/admin/records', heading: 'Admin Dashboard', section: 'Records' },
  { who: 'member', path: '/member', heading: 'Member Dashboard' },
  { who: 'member', path: '/user', heading: 'User Dashboard' },
];

/** The page's scroll width against the viewport's, and the first elements that stick out. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide };
  });
}

describe('on a 375px phone', () => {
  it.each(PHONE_PAGES)('$path ($who) fits the width and shows its heading', async (spec) => {
    const { page } = phone[spec.who];
    await page.goto(`${server.url}${spec.path}`);
    const heading = page.getByRole('heading', { level: 1, name: spec.heading, exact: true });
    await heading.waitFor();
    if (spec.section) await page.getByRole('heading', { level: 2, name: spec.section, exact: true }).waitFor();
    await waitForLoaded(page);
    await spec.act?.(page);
    expect(new URL(page.url()).pathname).toBe(spec.path);

    expect(await heading.isVisible()).toBe(true);
    const box = await heading.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `wider than the screen: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(
      overflow.innerWidth,
    );
  });

  it('raised no page errors', () => {
    expect(phone.visitor.errors).toEqual([]);
    expect(phone.admin.errors).toEqual([]);
    expect(phone.member.errors).toEqual([]);
  });
});

describe('README screenshots at 1280x800', () => {
  const desktop: Session[] = [];
  afterAll(() => Promise.all(desktop.map((session) => session.context.close())));

  async function open(person?: Pick<Person, 'email' | 'password'>) {
    const session = await newSession(browser, DESKTOP);
    desktop.push(session);
    if (person) {
      await signIn(session.page, server.url, person.email, person.password);
      await session.page.waitForURL((url) => url.pathname !== '/signin');
    }
    return session.page;
  }

  it('the landing page', async () => {
    const page = await open();
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1, name: 'Transform Your Fitness Journey' }).waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'landing.png'));
  });

  it('the admin dashboard with pending requests', async () => {
    const page = await open(ADMIN);
    expect(new URL(page.url()).pathname).toBe('/admin');
    const requests = region(page, 'Pending Member Requests');
    for (const person of [SAM, PRIYA]) await requests.getByText(person.email, { exact: true }).waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'admin-dashboard.png'));
  });

  it('the member dashboard with bills and notifications', async () => {
    const page = await open(MAYA);
    expect(new URL(page.url()).pathname).toBe('/member');
    await page.getByRole('list', { name: 'Bill receipts' }).getByText('Amount: $45.00', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Latest notifications' }).getByRole('listitem').nth(2).waitFor();
    await screenshot(page, path.join(SHOTS_DIR, 'member-dashboard.png'));
  });

  it('raised no page errors', () => {
    expect(desktop).toHaveLength(3);
    for (const session of desktop) expect(session.errors).toEqual([]);
  });
});
