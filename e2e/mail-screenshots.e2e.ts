// The gym's mail as a member's mail reader shows it: the class reminder and a payment receipt, in the
// one layout (logo, heading, button, the gym's details, the reminder's "turn them off" line), rendered
// in Chromium at a mail reader's width. UPDATE_SCREENSHOTS=1 writes docs/screenshots/mail/*.png.
// The reader loads nothing but the logo: every other request would be an outside resource.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailPlace, renderMail } from '../src/server/mail/layout.js';
import { classReminder } from '../src/server/mail/templates/class-mail.js';
import { paymentReceipt } from '../src/server/mail/templates/money-mail.js';
import { launchBrowser } from './support/browser.js';
import { GYM_NAME } from './support/gym.js';
import { screenshot, screenshotsDir } from './support/screenshot.js';

const READER = { width: 600, height: 560 } as const;
const APP_URL = new URL('https://members.ironworks.example/');
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="#0f766e"/><text x="80" y="31" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">IRON WORKS</text></svg>';

const place: MailPlace = {
  gym: {
    name: GYM_NAME,
    logo: { type: 'image/svg+xml', version: 3 },
    street: '12 Mill Lane, Unit 4',
    city: 'Leeds LS11 5QH',
    phone: '+44 (0)113 496 0000',
    email: 'hello@ironworks.example',
    website: 'https://ironworks.example/',
  },
  appUrl: APP_URL,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the mail's HTML as a reader would, serving the logo and counting any other request. */
async function openMail(html: string): Promise<{ page: Page; outside: string[] }> {
  const page = await browser.newPage({ viewport: READER });
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === 'https://members.ironworks.example/gym/logo?v=3') {
      return route.fulfill({ contentType: 'image/svg+xml', body: LOGO_SVG });
    }
    outside.push(url);
    return route.abort();
  });
  await page.setContent(html, { waitUntil: 'load' });
  return { page, outside };
}

describe('mail as a reader shows it', () => {
  it('the class reminder: logo, heading, button, the gym in the footer and how to turn reminders off', async () => {
    const named = { className: 'Olympic Lifting', label: 'Tue, Nov 24, 6:00 PM' };
    const { mail } = classReminder(named, APP_URL);
    const { page, outside } = await openMail(renderMail(mail, place).html);

    expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Olympic Lifting is coming up');
    expect(await page.getByRole('link', { name: 'See my classes' }).getAttribute('href')).toBe(
      'https://members.ironworks.example/member/classes',
    );
    expect(await page.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe(
      'https://members.ironworks.example/member/profile',
    );
    expect(await page.locator('body').innerText()).toContain(GYM_NAME);
    expect(outside).toEqual([]);
    await screenshot(page, path.join(screenshotsDir('mail'), 'class-reminder.png'), READER);
    await page.close();
  });

  it('the receipt: amount, receipt number and its link', async () => {
    const facts = {
      amount: '$49.00',
      receiptNumber: 'R-2026-000142',
      paymentId: 'pay-1',
      forWhat: ['Gold — Nov 2026'],
    };
    const { mail } = paymentReceipt(facts, GYM_NAME, APP_URL);
    const { page, outside } = await openMail(renderMail(mail, place).html);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment received: $49.00');
    expect(await page.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      'https://members.ironworks.example/member/receipts/pay-1',
    );
    expect(await page.locator('body').innerText()).not.toContain('Turn them off');
    expect(outside).toEqual([]);
    await screenshot(page, path.join(screenshotsDir('mail'), 'receipt.png'), READER);
    await page.close();
  });
});
