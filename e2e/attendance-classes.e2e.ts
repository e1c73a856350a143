// Attendance and classes, in Chromium through the UI: members check in at the desk with the code from
// their dashboard (and a paused member is refused with the reason); the owner puts a one-place class
// on the timetable, which visitors see on the Services page; one member books the last place, another
// joins the waitlist, the first cancels and the second is in; once the class is on, the roster marks
// them attended, and the attendance report counts both visits. The server's clock is the test's (never a real wait).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs } from '../src/server/test/harness.js';
import { ManualClock } from '../src/server/test/manual-clock.js';
import { signIn } from './support/actions.js';
import { adminCaller, approveByEmail } from './support/admin.js';
import { launchBrowser } from './support/browser.js';
import { newSession, openSection, type Person, region, type Session, seedMember } from './support/dashboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const ANA: Person = { name: 'Ana Lima', email: 'ana@example.com', password: 'deadlifts at dawn' };
const BO: Person = { name: 'Bo Chen', email: 'bo@example.com', password: 'rowing every day' };
const CARA: Person = { name: 'Cara Diaz', email: 'cara@example.com', password: 'spin class lover' };
/** Monday 23 November 2026, 14:00 at the gym (London is on UTC in winter). */
const clock = new ManualClock('2026-11-23T14:00:00.000Z');
/** Extra members whose codes are scanned to time the desk's round trip. */
const TIMED_SCANS = 15;

let server: RunningApp;
let browser: Browser;
let admin: Session;
let ana: Session;
let cara: Session;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp({ clock, env: { GYM_TIMEZONE: 'Europe/London' } }), launchBrowser()]);
  [admin, ana, cara] = await Promise.all([newSession(browser), newSession(browser), newSession(browser)]);
  for (const person of [ANA, BO, CARA]) await seedMember(server.app, person);
  const bo = await server.app.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', BO.email)
    .executeTakeFirstOrThrow();
  const owner = await adminCaller(server.app);
  await owner.memberships.pause({ userId: bo.id });
  // A London gym writes its times on a 24-hour clock: Settings › Money › locale en-GB.
  await owner.settings.updateMoney({
    currency: 'USD',
    locale: 'en-GB',
    taxName: '',
    taxRate: '',
    taxId: '',
    receiptFooter: '',
  });
  await Promise.all([
    signIn(admin.page, server.url, ADMIN.email, ADMIN.password),
    signIn(ana.page, server.url, ANA.email, ANA.password),
    signIn(cara.page, server.url, CARA.email, CARA.password),
  ]);
  await Promise.all([
    admin.page.waitForURL(`${server.url}/admin`),
    ana.page.waitForURL(`${server.url}/member`),
    cara.page.waitForURL(`${server.url}/member`),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function codeOf(email: string): Promise<string> {
  const row = await server.app.deps.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select('memberships.memberCode')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.memberCode;
}

const deskField = (page: Page) => page.getByLabel('Member code or name', { exact: true });
const deskAnswer = (page: Page) => page.getByTestId('desk-answer');

/** Types a code and Enter, as a USB scanner does; returns the answer shown. */
async function scan(page: Page, code: string): Promise<string> {
  const before = await page.$('[data-testid="desk-answer"]');
  await deskField(page).fill(code);
  await deskField(page).press('Enter');
  await page.waitForFunction((old) => {
    const now = document.querySelector('[data-testid="desk-answer"]');
    return now !== null && now !== old;
  }, before);
  return (await deskAnswer(page).locator('.desk-answer-text').textContent()) ?? '';
}

/** The member's session row on /member/classes, by class name under "Tue, 24 Nov 2026". */
function sessionRow(page: Page, className: string) {
  return page.getByRole('region', { name: 'Tue, 24 Nov 2026' }).getByRole('listitem').filter({ hasText: className });
}

describe('attendance and classes', () => {
  it('a member checks in at the desk with the code shown on their dashboard', async () => {
    const card = region(ana.page, 'Member code');
    const code = (await card.locator('.member-code-text').textContent()) ?? '';
    expect(code).toBe(await codeOf(ANA.email));
    expect(await card.getByRole('img', { name: `QR code for member code ${code}` }).isVisible()).toBe(true);

    await openSection(admin.page, 'Check-in');
    await admin.page.getByText('Nobody has checked in yet today.').waitFor();
    expect(await deskField(admin.page).evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await scan(admin.page, code.toLowerCase())).toBe('Checked in: Ana Lima');
    // The field is empty and focused for the next person, and today's list has the visit.
    expect(await deskField(admin.page).inputValue()).toBe('');
    expect(await deskField(admin.page).evaluate((field) => field === document.activeElement)).toBe(true);
    const today = admin.page.getByRole('list', { name: "Today's check-ins" });
    await today.getByText('Ana Lima').waitFor();
    expect(await today.getByRole('listitem').allTextContents()).toEqual(['14:00Ana Lima']);

    expect(await scan(admin.page, code)).toBe('Already checked in at 14:00');
  });

  it('a paused member is refused with the reason', async () => {
    expect(await scan(admin.page, await codeOf(BO.email))).toBe("Not checked in: Bo Chen's membership is paused");
    expect(await admin.page.getByRole('list', { name: "Today's check-ins" }).getByRole('listitem').count()).toBe(1);
  });

  it('the owner puts a one-place class on the timetable, and visitors see it on the Services page', async () => {
    const { page } = admin;
    await openSection(page, 'Classes');
    const form = page.getByRole('form', { name: 'Add a class' });
    await form.getByLabel('Name', { exact: true }).fill('Spin');
    await form.getByLabel("Trainer's name", { exact: true }).fill('Rui');
    await form.getByLabel('Capacity', { exact: true }).fill('1');
    await form.getByLabel('Duration (minutes)', { exact: true }).fill('45');
    await form.getByRole('button', { name: 'Add class' }).click();

    const times = page.getByRole('group', { name: 'Spin weekly times' });
    await times.getByRole('button', { name: 'Add time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a weekly time to Spin' });
    await dialog.getByLabel('Weekday').selectOption({ label: 'Tuesday' });
    await dialog.getByLabel('Start time').fill('18:00');
    await dialog.getByRole('button', { name: 'Add time' }).click();
    await dialog.waitFor({ state: 'detached' });
    await times.getByText('Tue 18:00').waitFor();

    const visitor = await newSession(browser);
    await visitor.page.goto(`${server.url}/services`);
    const tuesday = visitor.page.getByRole('region', { name: 'Tuesday' });
    await tuesday.getByText('Spin').waitFor();
    expect(await tuesday.getByRole('listitem').allTextContents()).toEqual(['18:00Spinwith Rui · 45 min']);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('one member books the last place, another joins the waitlist, the first cancels and the second is in', async () => {
    await ana.page.getByRole('main').getByRole('link', { name: 'Classes' }).click();
    await sessionRow(ana.page, 'Spin').getByText('1 spot left', { exact: false }).waitFor();
    await sessionRow(ana.page, 'Spin').getByRole('button', { name: 'Book' }).click();
    await ana.page.getByRole('status').filter({ hasText: 'Booked: Spin on Tue 24 Nov, 18:00.' }).waitFor();
    await sessionRow(ana.page, 'Spin').getByText('Booked', { exact: true }).waitFor();

    await cara.page.goto(`${server.url}/member/classes`);
    await sessionRow(cara.page, 'Spin').getByText('Full', { exact: false }).waitFor();
    await sessionRow(cara.page, 'Spin').getByRole('button', { name: 'Join waitlist' }).click();
    await sessionRow(cara.page, 'Spin').getByText('Waitlist #1').waitFor();

    await sessionRow(ana.page, 'Spin').getByRole('button', { name: 'Cancel booking' }).click();
    await ana.page.getByRole('status').filter({ hasText: 'Booking cancelled: Spin on Tue 24 Nov, 18:00.' }).waitFor();
    // The place went to Cara, not back to the session: Ana now sees it full.
    await sessionRow(ana.page, 'Spin').getByRole('button', { name: 'Join waitlist' }).waitFor();

    await cara.page.reload();
    await sessionRow(cara.page, 'Spin').getByText('Booked', { exact: true }).waitFor();
    await cara.page.goto(`${server.url}/member`);
    await region(cara.page, 'Notifications').getByText("You're in: Spin on Tue 24 Nov, 18:00").waitFor();
  });

  it('the roster shows who is booked, and Mark attended (once the class is on) records the visit', async () => {
    const { page } = admin;
    clock.set('2026-11-24T18:05:00.000Z'); // Tuesday, five minutes into the class
    const session = page.getByRole('group', { name: /^Spin, Tue 24 Nov, 18:00/ });
    await session.getByRole('button', { name: 'Roster' }).click();
    const roster = page.getByRole('dialog', { name: 'Roster: Spin' });
    await roster.getByText(CARA.name).waitFor();
    await roster.getByRole('button', { name: 'Mark attended' }).click();
    await roster.getByText('Attended', { exact: true }).waitFor();
    await roster.getByRole('button', { name: 'Close' }).click();
  });

  it('the attendance report counts both visits, per day and per hour', async () => {
    const { page } = admin;
    await openSection(page, 'Reports');
    await page.getByLabel('Report Type').selectOption('attendance');
    await page.getByLabel('Start Date').fill('2026-11-23');
    await page.getByLabel('End Date').fill('2026-11-24');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const json = region(page, 'Report result').locator('pre.json');
    await region(page, 'Report result').getByText('Show JSON', { exact: true }).click();
    await json.waitFor();
    const result = JSON.parse((await json.textContent()) ?? '{}');
    expect(result).toMatchObject({ type: 'attendance', checkIns: 2, members: 2 });
    expect(result.byDay).toEqual([
      { day: '2026-11-23', checkIns: 1, members: 1 },
      { day: '2026-11-24', checkIns: 1, members: 1 },
    ]);
    // Ana at the desk at 14:00 on Monday; Cara in the class that began at 18:00 on Tuesday.
    expect(result.byHour.filter((h: { checkIns: number }) => h.checkIns > 0)).toEqual([
      { hour: 14, checkIns: 1 },
      { hour: 18, checkIns: 1 },
    ]);
  });

  it('scans one member after another without leaving the field (and times the round trip)', async () => {
    const codes: string[] = [];
    for (let i = 0; i < TIMED_SCANS; i += 1) {
      const person = { name: `Scan Member ${i}`, email: `scan${i}@example.com`, password: 'scanned at the desk' };
      // Each from its own address: sign-ups from one address are rate limited.
      const visitor = await callerAs(server.app.deps, undefined, `10.0.0.${i + 1}`);
      await visitor.auth.signUp({ ...person, confirmPassword: person.password });
      await approveByEmail(server.app, person.email);
      codes.push(await codeOf(person.email));
    }
    await openSection(admin.page, 'Check-in');
    // Timed inside the page: from the Enter key to the answer on screen (the browser's own round trip).
    await admin.page.evaluate(() => {
      const timings: number[] = [];
      let pressed = 0;
      document.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') pressed = performance.now();
      });
      const region = document.querySelector('.desk-answer-region') as Element;
      new MutationObserver(() => timings.push(performance.now() - pressed)).observe(region, { childList: true });
      Object.assign(window, { deskTimings: timings });
    });
    for (const [i, code] of codes.entries()) {
      expect(await scan(admin.page, code)).toBe(`Checked in: Scan Member ${i}`);
    }
    const timings = await admin.page.evaluate(() => (window as unknown as { deskTimings: number[] }).deskTimings);
    expect(timings).toHaveLength(TIMED_SCANS);
    expect(admin.errors).toEqual([]);
    if (process.env.PRINT_TIMINGS) {
      const sorted = [...timings].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
      console.log(`desk check-in round trip over ${sorted.length} scans: median ${at(0.5)} ms, max ${at(1)} ms`);
    }
  });
});
