// Getting paid, in Chromium through the UI: the owner prices the default plan, approves a member onto
// it, and the member sees the first bill and their balance; the desk records a partial and then a full
// payment and the member prints the receipt; another bill is voided; then the clock (the server's own,
// moved by the test — never a real wait) passes a due date and the member sees Overdue and is told.
import type { Browser, Locator, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/server/test/manual-clock.js';
import { signIn } from './support/actions.js';
import { launchBrowser } from './support/browser.js';
import {
  newSession,
  openSection,
  type Person,
  pickMember,
  region,
  type Session,
  seedVisitor,
} from './support/dashboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const LENA: Person = { name: 'Lena Novak', email: 'lena@example.com', password: 'squats before work' };
const clock = new ManualClock('2026-01-31T10:00:00.000Z');

let server: RunningApp;
let browser: Browser;
let admin: Session;
let lena: Session;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock }), launchBrowser()]);
  [admin, lena] = await Promise.all([newSession(browser), newSession(browser)]);
  await seedVisitor(server.app, LENA);
  await signIn(admin.page, server.url, ADMIN.email, ADMIN.password);
  await admin.page.waitForURL(`${server.url}/admin`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The admin's bill row for a description (one member in this walk). */
function billRow(description: string): Locator {
  return region(admin.page, 'Bills').getByRole('listitem').filter({ hasText: description });
}

async function memberDashboard() {
  await lena.page.goto(`${server.url}/member`);
  await lena.page.getByRole('heading', { name: 'Member Dashboard', level: 1 }).waitFor();
}

async function recordPayment(description: string, amount: string) {
  await billRow(description).getByRole('button', { name: 'Record Payment' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByLabel('Amount', { exact: true }).fill(amount);
  await dialog.getByLabel('Method').selectOption({ label: 'Card' });
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('getting paid', () => {
  it('the owner sets a price on the default plan and approves a member onto it', async () => {
    const { page } = admin;
    await openSection(page, 'Plans');
    const standard = page.getByRole('listitem').filter({ hasText: 'Standard' });
    await standard.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Standard' });
    await dialog.getByLabel('Price').fill('30.00');
    await dialog.getByLabel('Billing period').selectOption({ label: 'Monthly' });
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await standard.getByText('$30.00 Monthly').waitFor();

    await openSection(page, 'Member Requests');
    await page.getByRole('listitem').filter({ hasText: LENA.email }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('No pending requests').waitFor();
  });

  it('the member sees the first bill and the balance due', async () => {
    await signIn(lena.page, server.url, LENA.email, LENA.password);
    await lena.page.waitForURL(`${server.url}/member`);
    await lena.page.getByText('Balance due: $30.00').waitFor();
    const bills = lena.page.getByRole('list', { name: 'Bill receipts' });
    const first = bills.getByRole('listitem').filter({ hasText: 'Standard — Jan 2026' });
    expect(await first.innerText()).toMatch(/^Date: .*\nAmount: \$30\.00\n/);
    await first.getByText('Open', { exact: true }).waitFor();
  });

  it("the dashboard asks for all its cards' data in one request", async () => {
    const asked: string[][] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/')) asked.push(url.pathname.slice('/trpc/'.length).split(','));
    };
    lena.page.on('request', onRequest);
    await memberDashboard();
    await lena.page.getByRole('heading', { name: 'Equipment status' }).waitFor();
    await lena.page.getByText('Balance due: $30.00').waitFor();
    lena.page.off('request', onRequest);
    const cards = asked.filter((paths) => !paths.includes('auth.session'));
    expect(cards, JSON.stringify(asked)).toHaveLength(1);
    expect(cards[0]).toEqual(expect.arrayContaining(['memberHome.get', 'bills.listMine', 'equipment.listOutOfOrder']));
  });

  it('the desk records a partial and then a full payment, and the member prints the receipt', async () => {
    const { page } = admin;
    await openSection(page, 'Billing');
    await recordPayment('Standard — Jan 2026', '10');
    await page.getByRole('status').filter({ hasText: 'Payment recorded. Receipt R-2026-000001.' }).waitFor();
    await billRow('Standard — Jan 2026').getByText('Remaining: $20.00').waitFor();
    await recordPayment('Standard — Jan 2026', '20.00');
    await page.getByRole('status').filter({ hasText: 'Payment recorded. Receipt R-2026-000002.' }).waitFor();
    await billRow('Standard — Jan 2026').getByText('Paid', { exact: true }).waitFor();

    await memberDashboard();
    await lena.page.getByText('Balance due: $0.00').waitFor();
    await region(lena.page, 'Payments').getByRole('link', { name: 'R-2026-000002' }).click();
    await lena.page.getByRole('heading', { name: 'Receipt R-2026-000002', level: 1 }).waitFor();
    const receipt = await lena.page.getByRole('main').innerText();
    expect(receipt).toContain(LENA.name);
    expect(receipt).toContain('Standard — Jan 2026');
    expect(receipt).toContain('$20.00');
    await lena.page.getByRole('button', { name: 'Print' }).waitFor();
  });

  it('the desk voids a bill entered by mistake', async () => {
    const { page } = admin;
    const create = region(page, 'Create Bill');
    await pickMember(create, 'lena', LENA);
    await create.getByLabel('Amount', { exact: true }).fill('5');
    await create.getByLabel('Description').fill('Locker rental');
    await create.getByRole('button', { name: 'Create Bill' }).click();
    await billRow('Locker rental').waitFor();
    // Void is rare and final: it sits in the bill's row menu, and its dialog names what is voided.
    await billRow('Locker rental')
      .getByRole('button', { name: /^More actions for .*: Locker rental$/ })
      .click();
    await page.getByRole('menuitem', { name: 'Void bill…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Void Locker rental for / });
    await dialog.getByText(/will no longer owe \$5\.00 for Locker rental/).waitFor();
    await dialog.getByLabel('Reason').fill('Entered twice');
    await dialog.getByRole('button', { name: 'Void bill' }).click();
    await billRow('Locker rental').getByText('Void', { exact: true }).waitFor();
  });

  it('past its due date a bill shows as Overdue and the member is told once', async () => {
    const { page } = admin;
    const create = region(page, 'Create Bill');
    await pickMember(create, 'lena', LENA);
    await create.getByLabel('Amount', { exact: true }).fill('8.50');
    await create.getByLabel('Description').fill('Towel service');
    await create.getByRole('button', { name: 'Create Bill' }).click();
    await billRow('Towel service').getByText('Open', { exact: true }).waitFor();

    clock.set('2026-02-16T10:00:00.000Z'); // due 14 February
    await page.getByRole('button', { name: 'Run billing now' }).click();
    await region(page, 'Recurring billing')
      .getByRole('status')
      .filter({ hasText: 'Nothing to bill today; 1 overdue notice sent.' })
      .waitFor();
    await page.reload();
    await billRow('Towel service').getByText('Overdue', { exact: true }).waitFor();

    await memberDashboard();
    await lena.page.getByText('Balance due: $8.50').waitFor();
    const towel = lena.page
      .getByRole('list', { name: 'Bill receipts' })
      .getByRole('listitem')
      .filter({ hasText: 'Towel service' });
    await towel.getByText('Overdue', { exact: true }).waitFor();
    await lena.page
      .getByRole('list', { name: 'Latest notifications' })
      .getByText('Your bill "Towel service" is overdue: $8.50 was due on Feb 14, 2026. Please pay at the front desk.')
      .waitFor();
    expect([...admin.errors, ...lena.errors]).toEqual([]);
  });
});
