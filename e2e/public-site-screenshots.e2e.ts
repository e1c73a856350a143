import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../src/shared/settings.schemas.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { DESKTOP, newSession, PHONE, type Session } from './support/dashboard.js';
import { screenshot, screenshotsDir } from './support/screenshot.js';
import { type RunningApp, startApp } from './support/server.js';

const SHOTS_DIR = screenshotsDir('site');

const PAGES = [
  { path: '/', name: 'landing' },
  { path: '/about', name: 'about' },
  { path: '/services', name: 'services' },
  { path: '/contact', name: 'contact' },
] as const;
const SIZES = [
  { viewport: DESKTOP, name: 'desktop' },
  { viewport: PHONE, name: 'phone' },
] as const;

const BERLIN_GYM = 'Eisenwerk Kraftsport Berlin';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32" rx="6" fill="#b91c1c"/></svg>';

let browser: Browser;
let fresh: RunningApp;
let berlin: RunningApp;
const sessions: Session[] = [];

async function configureBerlinGym(app: RunningApp['app']): Promise<void> {
  const caller = await adminCaller(app);
  await caller.settings.updateGym({
    name: BERLIN_GYM,
    tagline: 'Krafttraining in einer alten Eisengießerei',
    street: 'Gießereistraße 12',
    city: '10245 Berlin',
    phone: '+49 30 1234567',
    email: 'hallo@eisenwerk.example',
    website: 'https://eisenwerk.example/',
    about:
      'Seit 2011 trainieren wir in einer ehemaligen Eisengießerei.\n\nJedes Mitglied bekommt eine kostenlose Technikstunde.',
    hours: {
      ...DEFAULT_OPENING_HOURS,
      sat: { closed: false, opens: '09:00', closes: '18:00' },
      sun: { closed: true, opens: '09:00', closes: '18:00' },
    },
  });
  await caller.settings.setLogo({ base64: Buffer.from(LOGO_SVG).toString('base64') });
  await caller.settings.updateMoney({
    currency: 'EUR',
    locale: 'de-DE',
    taxName: 'MwSt.',
    taxRate: '19',
    taxId: 'DE123456789',
    receiptFooter: 'Danke für dein Training bei uns.',
  });
  await caller.settings.updateRules({
    timeZone: 'Europe/Berlin',
    billingDueDays: 14,
    checkinGraceDays: 30,
    bookingCancelHours: 2,
  });
  await caller.plans.create({ name: 'Monatsabo', price: '1249.90', period: 'monthly', showOnWebsite: true });
  await caller.plans.create({ name: 'Zehnerkarte', price: '89.50', period: 'none', showOnWebsite: true });
  const spin = await caller.classes.create({ name: 'Spinning', trainer: 'Lena', capacity: 14, durationMinutes: 45 });
  await caller.classes.addSlot({ classId: spin.id, weekday: 2, startTime: '18:30' });
}

beforeAll(async () => {
  [fresh, berlin, browser] = await Promise.all([startApp(), startApp(), launchBrowser()]);
  await configureBerlinGym(berlin.app);
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.context.close()));
  await browser?.close();
  await Promise.all([fresh?.close(), berlin?.close()]);
});

async function open(app: RunningApp, viewport: { width: number; height: number }, at: string): Promise<Page> {
  const session = await newSession(browser, viewport);
  sessions.push(session);
  await session.page.goto(`${app.url}${at}`);
  await session.page.getByRole('heading', { level: 1 }).waitFor();
  return session.page;
}

describe('a fresh install', () => {
  for (const size of SIZES) {
    for (const page of PAGES) {
      it(`${page.path} at ${size.name} size`, async () => {
        const shown = await open(fresh, size.viewport, page.path);
        await screenshot(shown, path.join(SHOTS_DIR, `fresh-${page.name}-${size.name}.png`), size.viewport, 5 * 1024);
      });
    }
  }

  it('shows no address, no phone and no prices it was not given', async () => {
    const contact = await open(fresh, DESKTOP, '/contact');
    const text = await contact.locator('main').innerText();
    expect(text).not.toMatch(/Main Street|555|Springfield/);
    const services = await open(fresh, DESKTOP, '/services');
    expect(await services.locator('main').innerText()).not.toMatch(/\$\d/);
  });
});

describe('a gym in EUR and de-DE', () => {
  for (const size of SIZES) {
    for (const page of PAGES) {
      it(`${page.path} at ${size.name} size`, async () => {
        const shown = await open(berlin, size.viewport, page.path);
        await shown.getByText(BERLIN_GYM).first().waitFor();
        await screenshot(shown, path.join(SHOTS_DIR, `de-${page.name}-${size.name}.png`), size.viewport, 5 * 1024);
      });
    }
  }

  it('lists its plans in euros written the German way, and its hours on a 24-hour clock', async () => {
    const services = await open(berlin, DESKTOP, '/services');
    await services.getByText('1.249,90 €').first().waitFor();
    await services.getByText('89,50 €').first().waitFor();
    const contact = await open(berlin, DESKTOP, '/contact');
    expect(await contact.locator('main').innerText()).toContain('09:00');
  });

  it('raised no page errors on either gym', () => {
    expect(sessions.length).toBeGreaterThan(PAGES.length * SIZES.length * 2);
    for (const session of sessions) expect(session.errors).toEqual([]);
  });
});
