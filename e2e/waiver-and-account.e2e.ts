// A visitor on a phone (390 px) sees the gym's waiver on Sign Up. A member, after the gym changed its
// waiver: signing in lands on /member/waiver, accepting it opens the Member Dashboard; on My profile
// "Create calendar link" shows a private URL
// that really answers an iCalendar feed (read back with ical.js), and "Close my account" asks first,
// then offers "Withdraw". An administrator then sees the request on the member's page. axe-core finds
// nothing wrong on each of these screens.
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { checkWithAxe, newAxeSession } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { newSession, type Person, region, type Session, seedMember } from './support/dashboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const PHONE_390 = { width: 390, height: 844 } as const;
const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };

let server: RunningApp;
let browser: Browser;
let phone: Session;
let mayaId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  mayaId = await seedMember(server.app, MAYA);
  // The gym writes a waiver after Maya joined: she is asked at her next sign-in.
  await (await adminCaller(server.app)).waiver.update({ text: 'I train at my own risk.\n\nI follow the staff.' });
  // axe-core checks the new pages too (its script needs the CSP bypassed in this context).
  phone = await newAxeSession(browser, PHONE_390);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the waiver and the account on a phone', () => {
  it('shows the waiver on Sign Up, with its version', async () => {
    const visitor = await newAxeSession(browser, PHONE_390);
    await visitor.page.goto(`${server.url}/signup`);
    const waiver = visitor.page.getByRole('group', { name: 'Waiver' });
    await waiver.getByRole('heading', { name: 'Waiver (version 1)' }).waitFor();
    await waiver.getByText('I follow the staff.').waitFor();
    await waiver.getByLabel('I have read and accept the waiver').waitFor();
    expect((await checkWithAxe(visitor.page)).violations).toEqual([]);
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
    await visitor.context.close();
  });

  it('asks for the changed waiver at sign-in, then opens the dashboard', async () => {
    const { page } = phone;
    await signIn(page, server.url, MAYA.email, MAYA.password);
    await page.waitForURL(`${server.url}/member/waiver`);
    await page.getByRole('heading', { name: 'Waiver (version 1)' }).waitFor();
    expect((await checkWithAxe(page)).violations).toEqual([]);
    await page.getByLabel('I have read and accept the waiver').check();
    await page.getByLabel('Type your full name').fill('maya patel');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(`${server.url}/member`);
    await page.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
  });

  it('makes a private calendar link that Google and Apple Calendar can read', async () => {
    const { page } = phone;
    await page.goto(`${server.url}/member/profile`);
    await page.getByRole('button', { name: 'Create calendar link' }).click();
    const field = page.getByLabel('Your private calendar link');
    await field.waitFor();
    const url = await field.inputValue();
    expect((await checkWithAxe(page)).violations).toEqual([]);
    expect(url).toMatch(new RegExp(`^${server.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await page.getByRole('link', { name: 'Open in Apple Calendar' }).getAttribute('href')).toBe(
      url.replace('http:', 'webcal:'),
    );
    // A calendar app sends no cookie.
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
  });

  it('asks before closing the account, then offers "Withdraw"; the admin sees the request', async () => {
    const { page } = phone;
    const close = region(page, 'Close my account');
    await close.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
    await dialog.getByText(/bills, payments, refunds, check-ins and bookings are kept/).waitFor();
    expect((await checkWithAxe(page)).violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await close.getByRole('button', { name: 'Withdraw' }).waitFor();
    expect(phone.errors).toEqual([]);

    const admin = await newSession(browser);
    await signIn(admin.page, server.url, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL(`${server.url}/admin`);
    await admin.page.goto(`${server.url}/admin/members/${mayaId}`);
    const card = region(admin.page, 'Waiver and account');
    await card.getByText(/^Waiver accepted: version 1 on .+ from /).waitFor();
    await card.getByText(/^Asked to close their account on /).waitFor();
    await card.getByRole('button', { name: 'Erase personal data of Maya Patel' }).waitFor();
    await admin.context.close();
  });
});
