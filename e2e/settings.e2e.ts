// Admin › Settings against the real server in a real Chromium: each part saves on its own and a
// reload shows what was stored (in its stored spelling); a logo goes up as base64 and is served back,
// an unsafe SVG is refused beside the field by the server's own check; once money is recorded the
// currency is read-only with the reason; and the page fits a 375px phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { DESKTOP, newSession, openSection, PHONE, region, type Session, waitForLoaded } from './support/dashboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

// A 1x1 PNG a browser can decode, so the served logo is checked as an image, not only as a URL.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const UNSAFE_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const LOCKED = 'The currency cannot change once amounts are recorded in it (bills, payments or plan prices).';

let server: RunningApp;
let browser: Browser;
const sessions: Session[] = [];

async function openSettings(viewport: { width: number; height: number }): Promise<Page> {
  const session = await newSession(browser, viewport);
  sessions.push(session);
  await signIn(session.page, server.url, ADMIN.email, ADMIN.password);
  await session.page.waitForURL((url) => url.pathname === '/admin');
  return session.page;
}

async function reload(page: Page) {
  await page.reload();
  await region(page, 'Gym').waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.context.close()));
  await browser?.close();
  await server?.close();
});

describe('Admin › Settings in a browser', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openSettings(DESKTOP);
    await openSection(page, 'Settings');
    await region(page, 'Gym').waitFor();
  });

  it('saves the gym details and hours, and a reload shows them', async () => {
    const gym = region(page, 'Gym');
    await gym.getByLabel('Gym name').fill('Iron House');
    await gym.getByLabel('City').fill('Leeds');
    const sunday = gym.getByRole('group', { name: 'Sunday' });
    await sunday.getByLabel('Closes').fill('14:00');
    await sunday.getByLabel('Closed').check();
    await gym.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => gym.getByRole('status').textContent()).toBe('Gym details saved.');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Gym details saved.');

    await reload(page);
    const again = region(page, 'Gym');
    expect(await again.getByLabel('Gym name').inputValue()).toBe('Iron House');
    expect(await again.getByLabel('City').inputValue()).toBe('Leeds');
    const sundayAgain = again.getByRole('group', { name: 'Sunday' });
    expect(await sundayAgain.getByLabel('Closed').isChecked()).toBe(true);
    expect(await sundayAgain.getByLabel('Closes').inputValue()).toBe('14:00');
  });

  it('uploads a logo that is served back, refuses an unsafe SVG beside the field, and removes it', async () => {
    const gym = region(page, 'Gym');
    await gym.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await gym.getByText('Logo saved.').waitFor();
    const logo = gym.getByRole('img', { name: 'Current logo' });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await gym.getByLabel('Logo').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: UNSAFE_SVG });
    const refusal = gym.getByText('This SVG contains scripts, web content or links to other files.', { exact: false });
    await refusal.waitFor();
    expect(await gym.getByLabel('Logo').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    expect(await logo.isVisible()).toBe(true);

    await gym.getByRole('button', { name: 'Remove logo' }).click();
    await gym.getByText('Logo removed.').waitFor();
    await gym.getByText('No logo yet.').waitFor();
  });

  it('saves the rules, the time zone in its own spelling', async () => {
    const rules = region(page, 'Rules');
    await rules.getByLabel('Time zone').fill('europe/london');
    await rules.getByLabel('Days to pay a bill').fill('21');
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rules.getByRole('status').textContent()).toBe('Rules saved.');
    await reload(page);
    expect(await region(page, 'Rules').getByLabel('Time zone').inputValue()).toBe('Europe/London');
    expect(await region(page, 'Rules').getByLabel('Days to pay a bill').inputValue()).toBe('21');
  });

  it('keeps the currency once money is recorded, with the reason, and saves the rest', async () => {
    const caller = await adminCaller(server.app);
    await caller.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    await reload(page);
    const money = region(page, 'Money');
    const currency = money.getByLabel('Currency');
    expect(await currency.getAttribute('readonly')).not.toBeNull();
    await money.getByText(LOCKED).waitFor();
    await money.getByLabel('Number and date format').fill('en-gb');
    await money.getByLabel('Tax name').fill('VAT');
    await money.getByLabel('Tax rate (%)').fill('20');
    await money.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => money.getByRole('status').textContent()).toBe('Money settings saved.');
    expect(await money.getByLabel('Number and date format').inputValue()).toBe('en-GB');
  });
});

describe('Admin › Settings on a 375px phone', () => {
  it('stacks every field within the width', async () => {
    const page = await openSettings(PHONE);
    await page.goto(`${server.url}/admin/settings`);
    await region(page, 'Gym').waitFor();
    await waitForLoaded(page);
    const measured = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(measured.scrollWidth).toBeLessThanOrEqual(measured.innerWidth);
    // One field under another: Gym name above Short tagline, not beside it.
    const gym = region(page, 'Gym');
    const name = await gym.getByLabel('Gym name').boundingBox();
    const tagline = await gym.getByLabel('Short tagline').boundingBox();
    expect(name && tagline && tagline.y > name.y + name.height).toBe(true);
    if (process.env.SETTINGS_SHOTS) await page.screenshot({ path: process.env.SETTINGS_SHOTS, fullPage: true });
  });
});
