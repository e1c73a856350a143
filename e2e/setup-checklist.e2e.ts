// "Get your gym ready" on a 320 px phone, in a real Chromium: a new install lists its six items to
// do (online payments too: the server has the keys of our Stripe stand-in, but the checklist asks
// only whether it has them, so that item starts done); pricing a plan in the Plans section ticks that
// item; with every item done the list says the gym is ready; "Hide this checklist", reached and
// pressed by keyboard, hides it for good.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewImport } from '../src/server/features/member-import/member-import.service.js';
import { type StripeStandIn, startStripeStandIn } from '../src/server/test/stripe-stand-in/index.js';
import { DEFAULT_OPENING_HOURS } from '../src/shared/settings.schemas.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { newSession, region, type Session } from './support/dashboard.js';
import { focused, tabTo } from './support/keyboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const SMALL_PHONE = { width: 320, height: 740 } as const;

let stripe: StripeStandIn;
let server: RunningApp;
let browser: Browser;
let owner: Session;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  [server, browser] = await Promise.all([startApp({ env: stripe.env }), launchBrowser()]);
  owner = await newSession(browser, SMALL_PHONE);
  await signIn(owner.page, server.url, ADMIN.email, ADMIN.password);
  await owner.page.waitForURL((url) => url.pathname === '/admin');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

function checklist(page: Page): Locator {
  return region(page, 'Get your gym ready');
}

/** Each item as read: its link's text and its state word. */
function items(page: Page) {
  return checklist(page)
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('a')?.textContent, row.querySelector('.badge')?.textContent]),
    );
}

async function openAdminHome(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.locator('.key-numbers[aria-busy="false"]').waitFor();
}

describe('Get your gym ready, on a 320 px phone', () => {
  it('lists the six items of a new install, within the screen', async () => {
    const { page } = owner;
    await checklist(page).waitFor();
    expect(await items(page)).toEqual([
      ["Add your gym's details", 'To do'],
      ['Set your plans and prices', 'To do'],
      ['Add your class timetable', 'To do'],
      ['Invite your staff', 'To do'],
      ['Turn on online payments', 'Done'],
      ['Import your members', 'To do'],
    ]);
    await checklist(page).getByText('1 of 6 done').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
  });

  it('ticks "Set your plans and prices" once a priced plan is added in the section its link opens', async () => {
    const { page } = owner;
    await checklist(page).getByRole('link', { name: 'Set your plans and prices' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/plans');
    const form = page.getByRole('form', { name: 'Add a plan' });
    await form.getByLabel('Name', { exact: true }).fill('Monthly');
    await form.getByLabel('Price', { exact: true }).fill('29.00');
    await form.getByRole('button', { name: 'Add plan' }).click();
    await page.getByText('Added plan Monthly.').waitFor();

    await openAdminHome(page);
    await checklist(page).getByText('2 of 6 done').waitFor();
    expect((await items(page))[1]).toEqual(['Set your plans and prices', 'Done']);
  });

  it('says the gym is ready once every item is done, and keeps the list until it is hidden', async () => {
    const caller = await adminCaller(server.app);
    await caller.settings.updateGym({
      name: 'Harbour Strength',
      phone: '+44 117 000 0000',
      hours: DEFAULT_OPENING_HOURS,
    });
    const spin = await caller.classes.create({ name: 'Spin', trainer: 'Rui', capacity: 12, durationMinutes: 45 });
    await caller.classes.addSlot({ classId: spin.id, weekday: 2, startTime: '18:00' });
    await caller.staff.invite({ name: 'Dana Desk', email: 'dana@gym.test', role: 'frontdesk' });
    // The file checked as the upload route checks it, then "Import 1 members" as the dialog sends it.
    const admin = await server.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const preview = await previewImport(
      server.app.deps.db,
      { fileName: 'members.csv', bytes: Buffer.from('Name,Email\nAda Lovelace,ada@gym.test\n') },
      { adminId: admin.id, ip: '127.0.0.1', now: new Date(), gym: await server.app.deps.settings.current() },
    );
    await caller.memberImport.confirm({ importId: preview.importId });

    const { page } = owner;
    await openAdminHome(page);
    await checklist(page).getByText('Your gym is ready: every item is done.').waitFor();
    expect((await items(page)).map(([, state]) => state)).toEqual(Array(6).fill('Done'));
  });

  it('hides by keyboard: focus lands on the note, and the list stays hidden', async () => {
    const { page } = owner;
    await tabTo(page, 'Hide this checklist');
    await page.keyboard.press('Enter');
    await page.getByText('The checklist is hidden.').waitFor();
    expect((await focused(page)).name).toBe('The checklist is hidden.');

    await openAdminHome(page);
    expect(await checklist(page).count()).toBe(0);
    expect(owner.errors).toEqual([]);
  });
});
