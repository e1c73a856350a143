// Browser walk 1 of personal training, in Chromium: a trainer sets their weekly hours in the Trainers
// section, a member holding a PT pack of 7 books a free hour at /member/training on a phone and sees
// it, the trainer marks it Attended in the PT calendar and books her in again for the afternoon
// ("Book a client"), and the member's dashboard shows 5 sessions left. The service and the pack are
// written through the database (the desk's sale has its own tests).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePack, insertService, sessionsUsed } from '../src/server/test/appointments-testbed.js';
import { ManualClock } from '../src/server/test/manual-clock.js';
import { signIn } from './support/actions.js';
import { launchBrowser } from './support/browser.js';
import { newSession, type Person, PHONE, type Session, seedMember } from './support/dashboard.js';
import { type RunningApp, startApp } from './support/server.js';
import { seedStaff } from './support/staff.js';

const KIM: Person = { name: 'Kim Trainer', email: 'kim@gym.test', password: 'spin class coach' };
const ANA: Person = { name: 'Ana Lima', email: 'ana@example.com', password: 'deadlifts at dawn' };
/** Monday 23 November 2026, 08:00 in London (UTC in winter). */
const clock = new ManualClock('2026-11-23T08:00:00.000Z');

let server: RunningApp;
let browser: Browser;
let kim: Session;
let ana: Session;
let passId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock, env: { GYM_TIMEZONE: 'Europe/London' } }), launchBrowser()]);
  const db = server.app.deps.db;
  await seedStaff(server.app, 'trainer', KIM);
  const anaId = await seedMember(server.app, ANA);
  await insertService(db, { name: 'One-to-one', durationMinutes: 60, priceCents: 6000 });
  passId = await givePack(db, anaId, 7, '2026-11-23');
  [kim, ana] = await Promise.all([newSession(browser), newSession(browser, PHONE)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('personal training, booked by a member and marked by the trainer', () => {
  it("the trainer sets Monday's hours in the Trainers section", async () => {
    const { page } = kim;
    await signIn(page, server.url, KIM.email, KIM.password);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Trainers' }).click();
    await page.waitForURL(`${server.url}/admin/trainers`);
    const form = page.getByRole('form', { name: 'Add weekly hours' });
    await form.getByLabel('Day').selectOption({ label: 'Monday' });
    await form.getByLabel('From').fill('09:00');
    await form.getByLabel('To').fill('17:00');
    await form.getByRole('button', { name: 'Add hours' }).click();
    await page
      .getByRole('list', { name: 'Weekly hours' })
      .getByText(/Monday/)
      .waitFor();
    expect(kim.errors).toEqual([]);
  });

  it('a member with a PT pack books a free hour on a phone and sees it', async () => {
    const { page } = ana;
    await signIn(page, server.url, ANA.email, ANA.password);
    await page.waitForURL(`${server.url}/member`);
    await page.getByRole('link', { name: 'Personal training' }).click();
    await page.waitForURL(`${server.url}/member/training`);
    await page.getByLabel('Service').selectOption({ label: 'One-to-one · 60 minutes · $60.00' });
    await page.getByLabel('Trainer').selectOption({ label: KIM.name });
    await page.getByRole('button', { name: '10:00 AM' }).click();
    await page.getByRole('radio', { name: 'Use a PT pack session (7 left)' }).check();
    await page.getByRole('button', { name: 'Book Mon, Nov 23, 10:00 AM' }).click();

    expect(await page.getByRole('status').textContent()).toBe('Booked: One-to-one on Mon, Nov 23, 10:00 AM.');
    const mine = page.getByRole('region', { name: 'Your appointments' });
    await mine.getByText(`One-to-one with ${KIM.name}`).waitFor();
    // 08:00 now and a 2-hour cancel window: it is already too late to cancel this one online.
    await mine.getByText('Too late to cancel online — please call the gym.').waitFor();
    expect(await sessionsUsed(server.app.deps.db, passId)).toBe(1);
    expect(ana.errors).toEqual([]);
  });

  it('the trainer marks it Attended in the PT calendar once it has started', async () => {
    clock.set(new Date('2026-11-23T10:05:00.000Z'));
    const { page } = kim;
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'PT calendar' }).click();
    await page.waitForURL(`${server.url}/admin/pt-calendar`);
    await page.getByRole('button', { name: `Attended: One-to-one with ${ANA.name} at 10:00 AM` }).click();
    expect(await page.getByRole('status').textContent()).toBe('Marked attended.');
    const row = await server.app.deps.db.selectFrom('ptAppointments').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('attended');
    expect(kim.errors).toEqual([]);
  });

  it('the trainer books her in again for the afternoon with "Book a client", paid from her pack', async () => {
    const { page } = kim;
    await page.getByRole('button', { name: 'Book a client' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a client with ${KIM.name}` });
    await dialog.getByRole('combobox', { name: 'Member' }).fill('ana');
    await dialog.getByRole('option', { name: new RegExp(`^${ANA.name}`) }).click();
    await dialog.getByLabel('Service').selectOption({ label: 'One-to-one · 60 minutes · $60.00' });
    await dialog.getByRole('button', { name: '2:00 PM', exact: true }).click();
    await dialog.getByRole('radio', { name: "A session of the member's PT pack" }).check();
    await dialog.getByRole('button', { name: 'Book Mon, Nov 23, 2:00 PM' }).click();

    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('status').textContent()).toBe(
      `Booked ${ANA.name}: One-to-one on Mon, Nov 23, 2:00 PM.`,
    );
    await page.getByText(`2:00 PM – 3:00 PM · ${ANA.name}`).waitFor();
    expect(await sessionsUsed(server.app.deps.db, passId)).toBe(2);
    expect(kim.errors).toEqual([]);
  });

  it("the member's dashboard shows the pack's sessions less both appointments", async () => {
    const { page } = ana;
    await page.goto(`${server.url}/member`);
    const card = page.getByRole('region', { name: 'PT sessions left' });
    await card.getByText(/^5 sessions/).waitFor();
    expect(ana.errors).toEqual([]);
  });
});
