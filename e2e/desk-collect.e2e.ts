// An overdue member collected and checked in from the desk's refusal card, in Chromium at tablet
// size, as a front-desk login: Lucas owes two bills, long overdue; his code is scanned, the desk
// refuses him with a card that shows his balance and "Collect $90.00"; the desk collects it by card,
// the receipt lists both bills, and "Check in now" lets him in. The server's clock is the test's.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/server/test/manual-clock.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { newSession, type Person, type Session, seedMember } from './support/dashboard.js';
import { screenshot, screenshotsDir } from './support/screenshot.js';
import { type RunningApp, startApp } from './support/server.js';
import { seedStaff } from './support/staff.js';

const TABLET = { width: 768, height: 1024 } as const;
const LUCAS: Person = { name: 'Lucas Rossi', email: 'lucas@example.com', password: 'squats on mondays' };
const DESK = { name: 'Dana Desk', email: 'dana@gym.test', password: 'front desk password 1' };
const clock = new ManualClock('2026-09-01T10:00:00.000Z');
const REFUSAL = 'Not checked in: Lucas Rossi has a bill overdue since Sep 15, 2026';

let server: RunningApp;
let browser: Browser;
let desk: Session;
let lucasId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock }), launchBrowser()]);
  lucasId = await seedMember(server.app, LUCAS);
  const owner = await adminCaller(server.app);
  // Two bills a month apart (due after 14 days), then seven weeks on: both overdue, the older one
  // past the 30 days' grace the desk allows.
  await owner.bills.create({ memberId: lucasId, amount: '50', description: 'Gold — Sep 2026' });
  clock.set(new Date('2026-10-01T10:00:00.000Z'));
  await owner.bills.create({ memberId: lucasId, amount: '40', description: 'Gold — Oct 2026' });
  clock.set(new Date('2026-11-20T17:30:00.000Z'));
  await seedStaff(server.app, 'frontdesk', DESK);
  desk = await newSession(browser, TABLET);
  await signIn(desk.page, server.url, DESK.email, DESK.password);
  await desk.page.waitForURL(`${server.url}/admin`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function codeOf(memberId: string): Promise<string> {
  const row = await server.app.deps.db
    .selectFrom('memberships')
    .select('memberCode')
    .where('userId', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.memberCode;
}

const refusalCard = (page: Page) => page.getByRole('region', { name: REFUSAL });

describe('an overdue member at the desk', () => {
  it('is refused with a card that shows the balance and "Collect $90.00", and focus on its heading', async () => {
    const page = desk.page;
    await page.goto(`${server.url}/admin/check-in`);
    const field = page.getByLabel('Member code or name', { exact: true });
    await field.fill(await codeOf(lucasId));
    await field.press('Enter');

    const card = refusalCard(page);
    await card.getByRole('button', { name: 'Collect $90.00' }).waitFor();
    expect(
      await card.getByRole('heading', { name: REFUSAL }).evaluate((heading) => heading === document.activeElement),
    ).toBe(true);
    expect(await card.getByText('Balance due: $90.00').isVisible()).toBe(true);
    expect(await card.getByRole('list', { name: 'Open bills of Lucas Rossi' }).getByRole('listitem').count()).toBe(2);
    // Lucas is on a recurring plan: a pass cannot resolve an overdue bill, collecting does.
    expect(await card.getByRole('link', { name: 'Sell a pass' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Open member page' }).isVisible()).toBe(true);
    await screenshot(page, path.join(screenshotsDir('desk'), 'refusal-card-tablet.png'), TABLET);
  });

  it('collects the balance by card: one receipt lists both bills and the total', async () => {
    const page = desk.page;
    const card = refusalCard(page);
    await card.getByRole('button', { name: 'Collect $90.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Collect $90.00' });
    await dialog.getByLabel('Method').selectOption({ label: 'Card' });
    await dialog.getByRole('button', { name: 'Collect $90.00' }).click();
    await card.getByText('Collected $90.00 from Lucas Rossi.').waitFor();

    const [receipt] = await Promise.all([
      desk.context.waitForEvent('page'),
      card.getByRole('link', { name: /^R-2026-000001/ }).click(),
    ]);
    await receipt.getByRole('heading', { level: 1, name: 'Receipt R-2026-000001' }).waitFor();
    const rows = receipt.getByRole('table', { name: 'Bills paid' }).getByRole('row');
    expect((await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Bill Amount',
      'Gold — Sep 2026 $50.00',
      'Gold — Oct 2026 $40.00',
      'Total $90.00',
    ]);
    await receipt.close();

    const payments = await server.app.deps.db
      .selectFrom('payments')
      .select(['amountCents', 'receiptNumber', 'method'])
      .where('memberId', '=', lucasId)
      .execute();
    expect(payments).toHaveLength(2);
    expect(new Set(payments.map((p) => `${p.receiptNumber} ${p.method}`))).toEqual(new Set(['R-2026-000001 card']));
  });

  it('"Check in now" checks him in', async () => {
    const page = desk.page;
    await refusalCard(page).getByRole('button', { name: 'Check in now' }).click();
    await page.getByTestId('desk-answer').getByText('Checked in: Lucas Rossi').waitFor();
    // The answer and the card's leaving can land in different renders: wait for the card to go.
    await refusalCard(page).waitFor({ state: 'detached' });
    await page.getByRole('list', { name: "Today's check-ins" }).getByText('Lucas Rossi').waitFor();
    expect(desk.errors).toEqual([]);
  });
});
