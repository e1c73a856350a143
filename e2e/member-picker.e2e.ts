// The one member picker in Chromium at 1280 and 375 px: Billing opens with Record Payment, where the
// owner types part of a name, moves through the matches with the arrows, chooses with Enter, sees
// what the member owes and collects it; the open list, the chosen member and the Assign dialog opened
// from a member's address (?member=, which names the member) pass axe, and nothing overflows a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { checkWithAxe, newAxeSession } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { DESKTOP, type Person, PHONE, type Session, seedMember, waitForLoaded } from './support/dashboard.js';
import { focused } from './support/keyboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
const MAYA_TOO: Person = { name: 'Maya Perez', email: 'perez@example.com', password: 'rowing at dawn' };

let server: RunningApp;
let browser: Browser;
let mayaId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  mayaId = await seedMember(server.app, MAYA);
  const perezId = await seedMember(server.app, MAYA_TOO);
  const owner = await adminCaller(server.app);
  await owner.bills.create({ memberId: mayaId, amount: '45.00', description: 'Locker rental' });
  await owner.bills.create({ memberId: perezId, amount: '12.50' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function axeClean(page: Page) {
  const outcome = await checkWithAxe(page);
  expect(outcome.violations.map((v) => `${v.rule}: ${v.help} at ${v.where.join(' | ')}`)).toEqual([]);
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
}

for (const [size, viewport] of [
  ['1280', DESKTOP],
  ['375', PHONE],
] as const) {
  describe(`the member picker at ${size} px`, () => {
    let session: Session;
    beforeAll(async () => {
      session = await newAxeSession(browser, viewport);
      await signIn(session.page, server.url, ADMIN.email, ADMIN.password);
      await session.page.waitForURL((url) => url.pathname === '/admin');
    });
    afterAll(() => session?.context.close());

    it('puts Record Payment first on Billing and finds a member as you type, keyboard only', async () => {
      const { page } = session;
      await page.goto(`${server.url}/admin/billing`);
      await waitForLoaded(page);
      expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Record Payment');
      const record = page.getByRole('region', { name: 'Record Payment', exact: true });
      const box = record.getByRole('combobox', { name: 'Member', exact: true });
      await box.focus();
      await page.keyboard.type('maya');
      const options = record.getByRole('listbox', { name: 'Member suggestions' }).getByRole('option');
      await expect
        .poll(() => options.allTextContents())
        .toEqual([`${MAYA.name} · ${MAYA.email}`, `${MAYA_TOO.name} · ${MAYA_TOO.email}`]);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await axeClean(page);
      await fitsTheScreen(page);

      // Escape closes the list; the arrows reopen it and move; Enter chooses.
      await page.keyboard.press('Escape');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.type('maya');
      await options.first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
      await page.keyboard.press('Enter');
      await expect.poll(() => box.inputValue()).toBe(MAYA.name);
      await record.getByText('Balance due: $45.00').waitFor();
      await record
        .getByRole('list', { name: `Open bills of ${MAYA.name}` })
        .getByText('Locker rental')
        .waitFor();
      await axeClean(page);
      await fitsTheScreen(page);
      expect(session.errors).toEqual([]);
    });

    it('says when no member matches', async () => {
      const { page } = session;
      const record = page.getByRole('region', { name: 'Record Payment', exact: true });
      await record.getByRole('combobox', { name: 'Member', exact: true }).fill('nobody here');
      await record.getByText('No member matches “nobody here”.').waitFor();
      await page.keyboard.press('Escape');
    });

    it("opens Assign to member from a member's address with the member named", async () => {
      const { page } = session;
      await page.goto(`${server.url}/admin/programs/assign?member=${encodeURIComponent(mayaId)}`);
      const dialog = page.getByRole('dialog', { name: 'Assign to member' });
      await dialog.waitFor();
      const box = dialog.getByRole('combobox', { name: 'Member', exact: true });
      await expect.poll(() => box.inputValue()).toBe(MAYA.name);
      await axeClean(page);
      await fitsTheScreen(page);
      expect(session.errors).toEqual([]);
    });
  });
}

describe('Record Payment', () => {
  it('collects what the chosen member owes on one receipt', async () => {
    const session = await newAxeSession(browser, PHONE);
    const { page } = session;
    await signIn(page, server.url, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto(`${server.url}/admin/billing`);
    const record = page.getByRole('region', { name: 'Record Payment', exact: true });
    await record.getByRole('combobox', { name: 'Member', exact: true }).fill('perez');
    await record.getByRole('option', { name: new RegExp(MAYA_TOO.name) }).click();
    await record.getByRole('button', { name: 'Collect $12.50' }).click();
    const dialog = page.getByRole('dialog', { name: 'Collect $12.50' });
    await dialog.getByRole('button', { name: 'Collect $12.50' }).click();
    await dialog.waitFor({ state: 'detached' });
    const said = record.getByRole('status').filter({ hasText: `Collected $12.50 from ${MAYA_TOO.name}.` });
    await said.waitFor();
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Collected \$12\.50 from Maya Perez\./);
    await record.getByText('Nothing owed.').waitFor();
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
