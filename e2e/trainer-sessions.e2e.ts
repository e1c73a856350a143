// A trainer in Chromium: two trainers each teach a class; one signs in, lands on /admin with only the
// Classes section, sees only the sessions of the class they teach (no class management, no "Cancel
// session" menu), opens today's roster and marks a booked member attended, which records the visit in
// their name; the week calendar shows only their class too, as columns on a desktop and a day-by-day
// list on a phone. The server's clock is the test's.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs } from '../src/server/test/harness.js';
import { ManualClock } from '../src/server/test/manual-clock.js';
import { signIn } from './support/actions.js';
import { adminCaller } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { newSession, type Person, PHONE, type Session, seedMember } from './support/dashboard.js';
import { type RunningApp, startApp } from './support/server.js';
import { seedStaff } from './support/staff.js';

const KIM: Person = { name: 'Kim Trainer', email: 'kim@gym.test', password: 'spin class coach' };
const LOU: Person = { name: 'Lou Coach', email: 'lou@gym.test', password: 'boxing ring coach' };
const ANA: Person = { name: 'Ana Lima', email: 'ana@example.com', password: 'deadlifts at dawn' };
/** Monday 23 November 2026, 14:45 at the gym (London is on UTC in winter): today's 15:00 roll is open. */
const clock = new ManualClock('2026-11-23T14:45:00.000Z');

let server: RunningApp;
let browser: Browser;
let kim: Session;
let kimId: string;
let anaId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock, env: { GYM_TIMEZONE: 'Europe/London' } }), launchBrowser()]);
  kimId = await seedStaff(server.app, 'trainer', KIM);
  const louId = await seedStaff(server.app, 'trainer', LOU);
  anaId = await seedMember(server.app, ANA);
  const owner = await adminCaller(server.app);
  for (const [name, trainer, trainerId] of [
    ['Spin', KIM.name, kimId],
    ['Boxing', LOU.name, louId],
  ] as const) {
    const klass = await owner.classes.create({ name, trainer, trainerId, capacity: 10, durationMinutes: 45 });
    await owner.classes.addSlot({ classId: klass.id, weekday: 1, startTime: '15:00' });
  }
  // Ana books today's Spin, as she would on /member/classes.
  const spinToday = await server.app.deps.db
    .selectFrom('classSessions')
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .select('classSessions.id')
    .where('classes.name', '=', 'Spin')
    .where('classSessions.day', '=', '2026-11-23')
    .executeTakeFirstOrThrow();
  const ana = await server.app.deps.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('id', '=', anaId)
    .executeTakeFirstOrThrow();
  await (await callerAs(server.app.deps, { ...ana, email: ANA.email, password: ANA.password })).bookings.book({
    sessionId: spinToday.id,
  });
  kim = await newSession(browser);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a trainer', () => {
  it('lands on /admin with only the coaching sections and only the sessions of the class they teach', async () => {
    const { page } = kim;
    await signIn(page, server.url, KIM.email, KIM.password);
    await page.waitForURL(`${server.url}/admin`);

    await page.getByRole('heading', { level: 2, name: 'Your sessions' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    expect(await sections.allTextContents()).toEqual([
      'Classes',
      'PT calendar',
      'Clients',
      'Programs',
      'Exercises',
      'Trainers',
    ]);
    expect(await page.getByRole('form', { name: 'Add a class' }).count()).toBe(0);

    const sessions = page.locator('.session-list > li');
    await sessions.first().waitFor();
    const titles = await page.locator('.session-list .session-title span').allTextContents();
    expect(new Set(titles)).toEqual(new Set(['Spin']));
    expect(await page.getByRole('button', { name: /^More actions for / }).count()).toBe(0);
  });

  it("marks a booked member attended on today's roster, recording the visit in the trainer's name", async () => {
    const { page } = kim;
    const today = page.getByRole('group', { name: /^Spin, Mon, Nov 23/ });
    await today.getByRole('button', { name: 'Roster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roster: Spin' });
    const ana = dialog.getByRole('listitem').filter({ hasText: ANA.name });
    await ana.getByRole('button', { name: 'Mark attended' }).click();

    expect(await dialog.getByRole('status').textContent()).toBe(`${ANA.name} attended; the visit is recorded.`);
    await ana.getByText('Attended', { exact: true }).waitFor();
    const visits = await server.app.deps.db
      .selectFrom('checkIns')
      .select(['memberId', 'source', 'createdBy'])
      .execute();
    expect(visits).toEqual([{ memberId: anaId, source: 'class', createdBy: kimId }]);
    expect(kim.errors).toEqual([]);
  });

  it("sees their own class in the week calendar, Monday to Sunday, and opens a session's roster from it", async () => {
    const { page } = kim;
    // The roster from the walk before is still open.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Show sessions as' }).getByRole('button', { name: 'Week' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'week');
    const week = page.getByRole('list', { name: 'Week of Nov 23, 2026 – Nov 29, 2026' });
    await week.waitFor();
    expect(await week.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Mon, Nov 23, 2026 · Today',
      'Tue, Nov 24, 2026',
      'Wed, Nov 25, 2026',
      'Thu, Nov 26, 2026',
      'Fri, Nov 27, 2026',
      'Sat, Nov 28, 2026',
      'Sun, Nov 29, 2026',
    ]);
    const monday = week.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Mon, Nov 23/ }) });
    const spin = monday.getByRole('button', { name: /^Roster: .* Spin / });
    expect(await spin.textContent()).toBe('Roster: 3:00 PM–3:45 PM Spin Kim Trainer 1 of 10 booked');
    expect(await week.getByText('Boxing').count()).toBe(0);
    await spin.click();
    const dialog = page.getByRole('dialog', { name: 'Roster: Spin' });
    await dialog.getByText(ANA.name).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('list', { name: 'Week of Nov 30, 2026 – Dec 6, 2026' }).getByText('Spin').waitFor();
    expect(new URL(page.url()).searchParams.get('week')).toBe('2026-11-30');
    expect(kim.errors).toEqual([]);
  });

  it('reads the week day by day on a phone, with no sideways scroll', async () => {
    const phone = await newSession(browser, PHONE);
    await signIn(phone.page, server.url, KIM.email, KIM.password);
    await phone.page.waitForURL(`${server.url}/admin`);
    await phone.page.goto(`${server.url}/admin/classes?view=week`);
    const days = phone.page.locator('.week-day');
    await phone.page.getByRole('button', { name: /^Roster: .* Spin / }).waitFor();
    const boxes = await days.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(7);
    // One under another, each as wide as the others.
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i].top).toBeGreaterThan(boxes[i - 1].top);
      expect(boxes[i].left).toBe(boxes[0].left);
    }
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it("is refused another trainer's roster by the server", async () => {
    const boxing = await server.app.deps.db
      .selectFrom('classSessions')
      .innerJoin('classes', 'classes.id', 'classSessions.classId')
      .select('classSessions.id')
      .where('classes.name', '=', 'Boxing')
      .executeTakeFirstOrThrow();
    const status = await kim.page.evaluate(async (sessionId) => {
      const input = encodeURIComponent(JSON.stringify({ sessionId }));
      return (await fetch(`/trpc/classes.roster?input=${input}`)).status;
    }, boxing.id);
    expect(status).toBe(404);
  });
});
