// A member on a 390px phone: from the dashboard's "My membership" card to My profile, saves a phone
// number, asks to pause, and sees the request waiting — then the admin's approval shows on the home.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/shared/calendar.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import {
  browserToday,
  newSession,
  type Person,
  region,
  type Session,
  seedMember,
  waitForLoaded,
} from './support/dashboard.js';
import { type RunningApp, startApp } from './support/server.js';

const PHONE_390 = { width: 390, height: 844 } as const;
const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };

let server: RunningApp;
let browser: Browser;
let member: Session;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  await seedMember(server.app, MAYA);
  member = await newSession(browser, PHONE_390);
  await signIn(member.page, server.url, MAYA.email, MAYA.password);
  await member.page.waitForURL((url) => url.pathname === '/member');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const fitsThePhone = () => member.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('My profile on a phone', () => {
  it('saves a phone number and asks to pause, which the admin then approves', async () => {
    const { page } = member;
    const home = region(page, 'My membership');
    await home.getByText('Active', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Member pages' }).getByRole('link', { name: 'My profile' }).click();
    await page.waitForURL((url) => url.pathname === '/member/profile');
    await waitForLoaded(page);
    expect(await page.title()).toMatch(/^My Profile/);

    const contact = region(page, 'Contact details');
    await contact.getByLabel('Phone', { exact: true }).fill('+44 7700 900123');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();

    const today = await browserToday(page);
    const pause = region(page, 'Pause my membership');
    await pause.getByLabel('From', { exact: true }).fill(addDays(today, 7));
    await pause.getByLabel('Until', { exact: true }).fill(addDays(today, 20));
    await pause.getByRole('button', { name: 'Pause my membership' }).click();
    await pause.getByRole('status').filter({ hasText: 'Pause requested from' }).waitFor();
    await pause.getByText('Waiting for approval').waitFor();
    expect(await fitsThePhone()).toBe(true);

    await page.reload();
    await waitForLoaded(page);
    expect(await region(page, 'Contact details').getByLabel('Phone', { exact: true }).inputValue()).toBe(
      '+44 7700 900123',
    );

    const admin = await adminCaller(server.app);
    const [request] = (await admin.pauses.pending()).items;
    expect(request?.memberName).toBe(MAYA.name);
    await admin.pauses.decide({ requestId: request?.id ?? '', decision: 'approve' });

    await page.goto(`${server.url}/member`);
    await region(page, 'My membership').getByText('Pause approved from', { exact: false }).waitFor();
    expect(await fitsThePhone()).toBe(true);
    expect(member.errors).toEqual([]);
  });
});
