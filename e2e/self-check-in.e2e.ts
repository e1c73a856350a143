// The self check-in tablet in Chromium: a front desk login opens it from the Check-in section on a
// tablet-sized screen; a member types their code and is greeted by first name (the visit is recorded
// by the desk account); an unknown code and a paused member are sent to the front desk with no reason
// on the screen. Saves the screen at tablet size for the README (docs/screenshots/desk).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { newSession, type Person, type Session, seedMember } from './support/dashboard.js';
import { screenshot, screenshotsDir } from './support/screenshot.js';
import { type RunningApp, startApp } from './support/server.js';
import { seedStaff } from './support/staff.js';

const TABLET = { width: 768, height: 1024 } as const;
const DESK: Person = { name: 'Fran Desk', email: 'fran@gym.test', password: 'front desk shift 1' };
const ANA: Person = { name: 'Ana Maria Lima', email: 'ana@example.com', password: 'deadlifts at dawn' };
const BO: Person = { name: 'Bo Chen', email: 'bo@example.com', password: 'rowing every day' };

let server: RunningApp;
let browser: Browser;
let tablet: Session;
let deskId: string;
let anaId: string;
let boId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  deskId = await seedStaff(server.app, 'frontdesk', DESK);
  anaId = await seedMember(server.app, ANA);
  boId = await seedMember(server.app, BO);
  await (await adminCaller(server.app)).memberships.pause({ userId: boId });
  tablet = await newSession(browser, TABLET);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function codeOf(userId: string): Promise<string> {
  const row = await server.app.deps.db
    .selectFrom('memberships')
    .select('memberCode')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.memberCode;
}

const field = (page: Page) => page.getByLabel('Your member code', { exact: true });
const answer = (page: Page) => page.getByTestId('self-answer');

/** Types a code and Enter, as a member or a USB scanner does; returns what the screen says. */
async function checkIn(page: Page, code: string): Promise<string> {
  // The screen clears itself for the next person a few seconds after each answer.
  await answer(page).waitFor({ state: 'detached', timeout: 10_000 });
  await field(page).fill(code);
  await field(page).press('Enter');
  // Each answer replaces the last (or the blank screen): wait for this one.
  const shown = answer(page);
  await shown.waitFor();
  return (await shown.textContent()) ?? '';
}

describe('self check-in on a tablet', () => {
  it('is opened by the front desk from the Check-in section, full screen', async () => {
    const { page } = tablet;
    await signIn(page, server.url, DESK.email, DESK.password);
    await page.waitForURL(`${server.url}/admin`);
    // At tablet width the sections fold behind a "Sections" button.
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('button', { name: /Sections/ }).click();
    await sections.getByRole('link', { name: 'Check-in' }).click();
    await page.getByRole('link', { name: 'Open the self check-in screen' }).click();
    await page.waitForURL(`${server.url}/desk/self-check-in`);

    await page.getByRole('heading', { level: 1, name: 'Check in' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.title()).toBe('Self Check-in — Your Gym');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('off');
  });

  it("greets a member by first name and records the visit by the desk's account", async () => {
    const { page } = tablet;
    expect(await checkIn(page, (await codeOf(anaId)).toLowerCase())).toBe('Welcome, Ana!');
    expect(await field(page).inputValue()).toBe('');

    const visits = await server.app.deps.db.selectFrom('checkIns').select(['memberId', 'createdBy']).execute();
    expect(visits).toEqual([{ memberId: anaId, createdBy: deskId }]);
    await screenshot(page, path.join(screenshotsDir('desk'), 'self-check-in-tablet.png'), TABLET);
  });

  it('sends an unknown code and a paused member to the front desk, with no reason on the screen', async () => {
    const { page } = tablet;
    for (const code of ['ZZZZ9999', await codeOf(boId)]) {
      expect(await checkIn(page, code)).toBe('Please see the front desk');
      const screen = (await page.locator('main').textContent()) ?? '';
      expect(screen).not.toMatch(/paused|Chen|overdue|balance|no member/i);
    }
    expect(await server.app.deps.db.selectFrom('checkIns').select('id').execute()).toHaveLength(1);
    expect(tablet.errors).toEqual([]);
  });
});
