// The key numbers at the top of /admin, in a real Chromium with sums in the millions: at 320 px, 768 px
// and 1280 px every value sits on one line inside its card (a sum never breaks inside, nor runs out
// of its card), and "Collected this month" opens the report that shows the same sum.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { newSession, type Person, region, seedMember, seedVisitor } from './support/dashboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
const JORDAN: Person = { name: 'Jordan Lee', email: 'jordan.lee@example.com', password: 'squats before work' };
const SAM: Person = { name: 'Sam Rivera', email: 'sam.rivera@example.com', password: 'rowing at dawn' };

const OUTSTANDING = '$1,234,567.89';
const COLLECTED = '$12,345,678.90';
const WIDTHS = [320, 768, 1280] as const;

let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  const mayaId = await seedMember(server.app, MAYA);
  const jordanId = await seedMember(server.app, JORDAN);
  await seedVisitor(server.app, SAM);
  const caller = await adminCaller(server.app);
  // A bill is at most 1,000,000.00, so the big sums are made of several.
  await caller.bills.create({ memberId: mayaId, amount: '1000000.00' });
  await caller.bills.create({ memberId: mayaId, amount: '234567.89' });
  for (const amount of [...Array<string>(12).fill('1000000.00'), '345678.90']) {
    const bill = await caller.bills.create({ memberId: jordanId, amount });
    await caller.bills.recordPayment({ billId: bill.id, amount, method: 'bank_transfer' });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs the owner in at this width and waits for the key numbers to be in. */
async function adminAt(width: number): Promise<Page> {
  const { page } = await newSession(browser, { width, height: 900 });
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.locator('.key-numbers[aria-busy="false"]').waitFor();
  return page;
}

/**
 * Each value's text, how many lines it takes (its text's boxes by their top edge), its height against
 * one line box, and whether it stays inside its card.
 */
function measureValues(page: Page) {
  return page.locator('.key-number-value').evaluateAll((values) =>
    values.map((value) => {
      const range = document.createRange();
      range.selectNodeContents(value);
      const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const style = getComputedStyle(value);
      const box = value.getBoundingClientRect();
      const card = (value.closest('.key-number') as HTMLElement).getBoundingClientRect();
      const cardStyle = getComputedStyle(value.closest('.key-number') as HTMLElement);
      const contentRight =
        card.right - Number.parseFloat(cardStyle.paddingRight) - Number.parseFloat(cardStyle.borderRightWidth);
      return {
        text: value.textContent ?? '',
        lines: lineTops.size,
        height: box.height,
        lineHeight: Number.parseFloat(style.lineHeight),
        fontSize: Number.parseFloat(style.fontSize),
        textRight: range.getBoundingClientRect().right,
        contentRight,
        overflows: value.scrollWidth > value.clientWidth,
      };
    }),
  );
}

describe('key numbers with sums in the millions', () => {
  it.each(WIDTHS)('at %i px each value is on one line and inside its card', async (width) => {
    const page = await adminAt(width);
    const values = await measureValues(page);
    const report = JSON.stringify(values, null, 1);

    expect(values.map((v) => v.text)).toEqual(['1', '2', COLLECTED, OUTSTANDING, '0']);
    for (const value of values) {
      expect(value.lines, report).toBe(1);
      expect(value.lineHeight, report).toBeGreaterThan(0);
      expect(value.height, report).toBeLessThanOrEqual(value.lineHeight + 0.5);
      expect(value.textRight, report).toBeLessThanOrEqual(value.contentRight + 0.5);
      expect(value.overflows, report).toBe(false);
      // Still a figure to read at a glance, not fine print.
      expect(value.fontSize, report).toBeGreaterThanOrEqual(16);
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);
    await page.context().close();
  });

  it('"Collected this month" opens the financial report for the month so far, showing the same sum', async () => {
    const page = await adminAt(1280);
    await page.getByRole('link', { name: `${COLLECTED} Collected this month` }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reports');

    const result = region(page, 'Reports').getByRole('region', { name: 'Report result' });
    const money = result.getByRole('table', { name: /^Money/ });
    await expect(money.getByRole('row', { name: /^Collected/ }).textContent()).resolves.toBe(`Collected${COLLECTED}`);
    await page.context().close();
  });
});
