// A member pays a bill online, on a phone, through the Stripe stand-in's hosted page: "Pay now" on the
// open bill sends the browser to the stand-in; "Pay" there makes the payment, the stand-in sends its
// signed webhooks to the app's /webhooks/stripe (which records the payment) and sends the browser back
// to the return page, which says "Payment received" once it is recorded. The bill shows paid, and the
// receipt says "Card (online)". The app is started with STRIPE_* pointing at the stand-in.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../src/server/test/stripe-stand-in/index.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { checkWithAxe, newAxeSession } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { type Person, region, type Session, seedMember } from './support/dashboard.js';
import { screenshot, screenshotsDir } from './support/screenshot.js';
import { type RunningApp, startApp } from './support/server.js';

const PHONE = { width: 360, height: 800 } as const;
const MAYA: Person = { name: 'Maya Chen', email: 'maya@example.com', password: 'deadlifts on fridays' };
const BILL = 'Gold — Dec 2026';
const PAY_BILL = `Pay now: ${BILL}, $40.00`;

let stripe: StripeStandIn;
let server: RunningApp;
let browser: Browser;
let maya: Session;
const appErrors: string[] = [];
const shots = screenshotsDir('payments');

beforeAll(async () => {
  stripe = await startStripeStandIn();
  [server, browser] = await Promise.all([startApp({ env: stripe.env }), launchBrowser()]);
  stripe.setWebhookTarget(`${server.url}/webhooks/stripe`);
  const mayaId = await seedMember(server.app, MAYA);
  const owner = await adminCaller(server.app);
  await owner.bills.create({ memberId: mayaId, amount: '40', description: BILL });
  // Opened so axe can be injected (the app's CSP would block it): the pages are checked on the way.
  maya = await newAxeSession(browser, PHONE);
  // The app's own errors only: the stand-in's page is not ours.
  maya.page.on('pageerror', (error) => appErrors.push(error.message));
  maya.page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(stripe.url)) appErrors.push(message.text());
  });
  await signIn(maya.page, server.url, MAYA.email, MAYA.password);
  await maya.page.waitForURL(`${server.url}/member`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

describe('a member pays a bill online on a phone', () => {
  it('sees "Pay now" beside the balance and on the open bill, and the card panel', async () => {
    const { page } = maya;
    await page.getByRole('button', { name: PAY_BILL }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay now: $40.00' }).isVisible()).toBe(true);
    expect(await region(page, 'Card for automatic payments').isVisible()).toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, path.join(shots, 'pay-now-phone.png'), PHONE);
    expect((await checkWithAxe(page)).violations).toEqual([]);
  });

  it('pays on the hosted page and comes back to "Payment received"', async () => {
    const { page } = maya;
    await page.getByRole('button', { name: PAY_BILL }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`));
    expect(await page.getByRole('heading', { level: 1, name: BILL }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Pay $40.00' }).click();
    await page.waitForURL((url) => url.pathname === '/member/payment-return');
    const received = page.getByRole('heading', { level: 1, name: 'Payment received' });
    await received.waitFor();
    expect(await page.getByRole('status').textContent()).toContain('Thank you: $40.00 was paid.');
    await screenshot(page, path.join(shots, 'payment-received-phone.png'), PHONE);
    expect((await checkWithAxe(page)).violations).toEqual([]);
  });

  it('opens the receipt, which says "Card (online)", and sees the bill paid', async () => {
    const { page } = maya;
    await page.getByRole('link', { name: 'View receipt' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/member/receipts/'));
    await page.getByText('Card (online)').waitFor();
    expect(await page.getByText(BILL).first().isVisible()).toBe(true);

    await page.goto(`${server.url}/member`);
    expect((await page.getByText('Balance due:').textContent())?.replace(/\s+/g, ' ')).toBe('Balance due: $0.00');
    const bill = region(page, 'Bill Receipts').getByRole('listitem').filter({ hasText: BILL });
    await bill.getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);
  });

  it('raised no page errors', () => {
    expect(appErrors).toEqual([]);
  });
});
