// Browser walk 1 of personal training, in Chromium: a trainer's weekly hours and a service are set
// up, a member holding a PT pack of 7 books a free hour at /member/training on a phone and sees it,
// the trainer marks it Attended in the PT calendar, and the member's pack has 6 sessions left.
// The trainer's availability, the service and the pack are written through the database, as the
// trainers feature's screens (built on its own branch) would write them; its two public lists
// (trainers.publicList, ptServices.list) are answered by the stand-in below for the same reason, and
// the merge replaces both with the real screens and procedures.
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePack, insertEveryDay, insertService, sessionsUsed } from '../src/server/test/appointments-testbed.js';
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
let standIns: Record<string, unknown>;

/** Answers the trainers feature's lists inside tRPC batches; every other procedure reaches the server. */
async function answerTrainersLists(context: BrowserContext) {
  await context.route('**/trpc/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const names = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    if (!names.some((name) => name in standIns)) return route.continue();
    const input = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    const real = names.map((name, i) => ({ name, i })).filter((p) => !(p.name in standIns));
    let answers: unknown[] = [];
    if (real.length > 0) {
      const forward = new URL(url);
      forward.pathname = `/trpc/${real.map((p) => p.name).join(',')}`;
      forward.searchParams.set('input', JSON.stringify(Object.fromEntries(real.map((p, j) => [j, input[p.i]]))));
      answers = (await (await route.fetch({ url: forward.toString() })).json()) as unknown[];
    }
    let next = 0;
    const body = names.map((name) => (name in standIns ? { result: { data: standIns[name] } } : answers[next++]));
    await route.fulfill({ json: body });
  });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock, env: { GYM_TIMEZONE: 'Europe/London' } }), launchBrowser()]);
  const db = server.app.deps.db;
  const kimId = await seedStaff(server.app, 'trainer', KIM);
  const anaId = await seedMember(server.app, ANA);
  await insertEveryDay(db, kimId, '09:00', '17:00');
  const serviceId = await insertService(db, { name: 'One-to-one', durationMinutes: 60, priceCents: 6000 });
  passId = await givePack(db, anaId, 7, '2026-11-23');
  standIns = {
    'trainers.publicList': [{ id: kimId, name: KIM.name }],
    'ptServices.list': [{ id: serviceId, name: 'One-to-one', durationMinutes: 60, priceCents: 6000 }],
  };
  [kim, ana] = await Promise.all([newSession(browser), newSession(browser, PHONE)]);
  await answerTrainersLists(ana.context);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('personal training, booked by a member and marked by the trainer', () => {
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
    await signIn(page, server.url, KIM.email, KIM.password);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'PT calendar' }).click();
    await page.waitForURL(`${server.url}/admin/pt-calendar`);
    await page.getByRole('button', { name: `Attended: One-to-one with ${ANA.name} at 10:00 AM` }).click();
    expect(await page.getByRole('status').textContent()).toBe('Marked attended.');
    const row = await server.app.deps.db.selectFrom('ptAppointments').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('attended');
    expect(kim.errors).toEqual([]);
  });

  it("the member's pack shows one session fewer", async () => {
    const left = await ana.page.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({ when: 'past', page: 1, pageSize: 20 }));
      const answer = await (await fetch(`/trpc/ptBooking.mine?input=${input}`)).json();
      return answer.result.data.packSessionsLeft as number;
    });
    expect(left).toBe(6);
  });
});
