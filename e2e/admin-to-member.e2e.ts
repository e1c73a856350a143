// One walk through Palaestra in Chromium, through the UI only: two visitors register, the admin approves
// one and rejects the other, then bills, notifies, reports, manages equipment and records, and the
// member sees all of it and changes their password. The router is only read to confirm the state.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.js';
import { fillSignIn, signIn, signOut, signUp } from './support/actions.js';
import { launchBrowser } from './support/browser.js';
import {
  browserToday,
  newSession,
  openSection,
  type Person,
  pickMember,
  readDetails,
  region,
  type Session,
  waitForEmpty,
} from './support/dashboard.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const MAYA: Person = { name: 'Maya Patel', email: 'maya@example.com', password: 'lifting every day' };
const SAM: Person = { name: 'Sam Rivera', email: 'sam@example.com', password: 'rowing at dawn' };
const NEW_PASSWORD = 'a stronger secret 2';

let server: RunningApp;
let browser: Browser;
let admin: Session;
let maya: Session;
let sam: Session;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  [admin, maya, sam] = await Promise.all([newSession(browser), newSession(browser), newSession(browser)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => `${server.url}${path}`;

/**
 * Signs in with credentials the server must refuse and waits for the spec's message. The refusal is an
 * HTTP 401, which Chromium logs as a console error: exactly that one entry is taken off the page's errors.
 */
async function refusedSignIn(session: Session, email: string, password: string) {
  const logged = session.page.waitForEvent('console', (message) => message.text().includes('401 (Unauthorized)'));
  await signIn(session.page, server.url, email, password);
  await session.page.getByRole('alert').filter({ hasText: MESSAGES.signInFailed }).waitFor();
  const index = session.errors.indexOf((await logged).text());
  expect(index).toBeGreaterThanOrEqual(0);
  session.errors.splice(index, 1);
}

async function openMemberDashboard() {
  await maya.page.goto(url('/member'));
  await maya.page.getByRole('heading', { name: 'Member Dashboard', level: 1 }).waitFor();
}

describe('from the admin to the member, in the browser', () => {
  it('two visitors sign up and wait for approval', async () => {
    for (const [session, person] of [
      [maya, MAYA],
      [sam, SAM],
    ] as const) {
      await signUp(session.page, server.url, person);
      await session.page.waitForURL(url('/pending-approval'));
      await session.page.getByText('Registration Pending:').waitFor();
    }
  });

  it('the admin approves one request and rejects the other', async () => {
    const { page } = admin;
    await signIn(page, server.url, ADMIN.email, ADMIN.password);
    await page.waitForURL(url('/admin'));
    await openSection(page, 'Member Requests');
    const requests = region(page, 'Pending Member Requests');
    for (const person of [MAYA, SAM]) {
      const item = requests.getByRole('listitem').filter({ hasText: person.email });
      await item.getByText(person.name, { exact: true }).waitFor();
      await item.getByText(person.email, { exact: true }).waitFor();
    }

    await requests.getByRole('button', { name: `Approve ${MAYA.name}`, exact: true }).click();
    await requests
      .getByRole('status')
      .filter({ hasText: `${MAYA.name} was approved.` })
      .waitFor();
    await requests.getByRole('listitem').filter({ hasText: MAYA.email }).waitFor({ state: 'detached' });

    await requests.getByRole('button', { name: `Reject ${SAM.name}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reject this request?' });
    await dialog.getByText(SAM.email, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await requests
      .getByRole('status')
      .filter({ hasText: `${SAM.name} was rejected.` })
      .waitFor();
    await requests.getByText('No pending requests', { exact: true }).waitFor();

    await openSection(page, 'Member List');
    const members = region(page, 'Member List');
    const mayaRow = members.getByRole('row').filter({ hasText: MAYA.email });
    await mayaRow.getByRole('link', { name: MAYA.name, exact: true }).waitFor();
    // The header row and Maya's: Sam was rejected, so he is no member.
    expect(await members.getByRole('row').count()).toBe(2);
  });

  it('the rejected visitor can no longer sign in, and the approved one can', async () => {
    await refusedSignIn(sam, SAM.email, SAM.password);
    expect(new URL(sam.page.url()).pathname).toBe('/signin');

    // Maya is still signed in from her sign-up: she leaves and signs in again as a member.
    await signOut(maya.page);
    await signIn(maya.page, server.url, MAYA.email, MAYA.password);
    await maya.page.waitForURL(url('/member'));
    await maya.page.getByRole('heading', { name: 'Member Dashboard', level: 1 }).waitFor();
  });

  it('the admin bills the member 12.50 and the member sees the receipt', async () => {
    const { page } = admin;
    await openSection(page, 'Billing');
    const billing = region(page, 'Create Bill');
    await pickMember(billing, 'maya', MAYA);
    await billing.getByLabel('Amount', { exact: true }).fill('12.50');
    await billing.getByRole('button', { name: 'Create Bill', exact: true }).click();
    await billing
      .getByRole('status')
      .filter({ hasText: `Bill of $12.50 created for ${MAYA.name}.` })
      .waitFor();

    await openMemberDashboard();
    const receipts = maya.page.getByRole('list', { name: 'Bill receipts' });
    await receipts.getByText('Amount: $12.50', { exact: true }).waitFor();
    const items = await receipts.getByRole('listitem').allInnerTexts();
    expect(items).toHaveLength(1);
    // The spec's two lines first, then what the bill is and where it stands.
    expect(items[0]).toMatch(/^Date: \S.*\nAmount: \$12\.50\n/);
    expect(items[0]).toContain('Charge');
    expect(items[0]).toContain('Open');
  });

  it('the admin sends six notifications and the member sees the five newest, newest first', async () => {
    const { page } = admin;
    await openSection(page, 'Notifications');
    const section = region(page, 'Send Notification');
    const message = section.getByLabel('Message', { exact: true });
    for (let n = 1; n <= 6; n++) {
      await pickMember(page, 'patel', MAYA);
      await message.fill(`Notice ${n}`);
      // "Preview" first: the count and the message as Maya reads it, then its send button.
      await section.getByRole('button', { name: 'Preview', exact: true }).click();
      await section.getByRole('region', { name: 'Preview' }).getByText('Goes to 1 member.').waitFor();
      await section.getByRole('button', { name: 'Send Notification', exact: true }).click();
      // The form clears itself only after the server accepted the notification.
      await waitForEmpty(message);
      await section
        .getByRole('status')
        .filter({ hasText: `Notification sent to ${MAYA.name}.` })
        .waitFor();
    }

    await openMemberDashboard();
    const latest = maya.page.getByRole('list', { name: 'Latest notifications' });
    await latest.getByText('Notice 6', { exact: true }).waitFor();
    const messages = await latest.locator('.notification-message').allInnerTexts();
    expect(messages).toEqual(['Notice 6', 'Notice 5', 'Notice 4', 'Notice 3', 'Notice 2']);
    expect(await latest.getByRole('listitem').count()).toBe(5);
  });

  it('the admin runs the membership, financial and attendance reports', async () => {
    const { page } = admin;
    await openSection(page, 'Reports');
    const reports = region(page, 'Reports');
    const type = reports.getByLabel('Report Type', { exact: true });
    const generate = reports.getByRole('button', { name: 'Generate Report', exact: true });

    async function result(kind: string) {
      // The spec's formatted JSON, below the report's tables and chart, folded under "Show JSON".
      const answer = reports.getByRole('region', { name: 'Report result' });
      const shown = answer.locator('pre.json').filter({ hasText: `"type": "${kind}"` });
      await shown.waitFor({ state: 'attached' });
      expect(await shown.isVisible()).toBe(false);
      await answer.getByText('Show JSON', { exact: true }).click();
      await shown.waitFor();
      const text = (await shown.textContent()) ?? '';
      const json = JSON.parse(text);
      expect(text).toBe(JSON.stringify(json, null, 2));
      return json;
    }

    await type.selectOption('membership');
    await generate.click();
    expect(await result('membership')).toMatchObject({ totalMembers: 1, pendingRequests: 0 });

    const today = await browserToday(page);
    await type.selectOption('financial');
    // The dates open on "This month" (the gym's), from its first day to today.
    expect(await reports.getByLabel('Start Date', { exact: true }).inputValue()).toMatch(/^\d{4}-\d\d-01$/);
    await reports.getByRole('button', { name: 'This month', pressed: true }).waitFor();
    await reports.getByLabel('Start Date', { exact: true }).fill(today);
    await reports.getByLabel('End Date', { exact: true }).fill(today);
    await generate.click();
    expect(await result('financial')).toMatchObject({ billCount: 1, totalCents: 1250, total: '$12.50' });

    await type.selectOption('attendance');
    await generate.click();
    expect(await result('attendance')).toMatchObject({ checkIns: 0, members: 0, startDate: today, endDate: today });
  });

  it('the admin adds a treadmill and deletes it again', async () => {
    const { page } = admin;
    await openSection(page, 'Equipment');
    const section = region(page, 'Equipment Management');
    const form = section.getByRole('form', { name: 'Add equipment' });
    await form.getByLabel('Name', { exact: true }).fill('Treadmill');
    await form.getByLabel('Quantity', { exact: true }).fill('4');
    await form.getByRole('button', { name: 'Add Equipment', exact: true }).click();
    await form.getByRole('status').filter({ hasText: 'Added Treadmill.' }).waitFor();

    const list = section.getByRole('list', { name: 'Equipment' });
    const item = list.getByRole('listitem').filter({ hasText: 'Treadmill' });
    await item.getByText('Qty 4', { exact: true }).waitFor();
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^Treadmill\nQty 4\n/)]);

    await item.getByRole('button', { name: 'More actions for Treadmill', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Treadmill?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('status').filter({ hasText: 'Deleted Treadmill.' }).waitFor();
    await section.getByText('No equipment yet.', { exact: true }).waitFor();
    expect(await section.getByText('Treadmill', { exact: true }).count()).toBe(0);
  });

  it('the admin adds records and the member finds them by prefix on the User Dashboard', async () => {
    const { page } = admin;
    await openSection(page, 'Records');
    const section = region(page, 'Records');
    const form = section.getByRole('form', { name: 'Add record' });
    const names = ['Bench Press Log', 'Bench Squat Log', 'Deadlift Log'];
    for (const name of names) {
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByRole('button', { name: 'Add Record', exact: true }).click();
      await form
        .getByRole('status')
        .filter({ hasText: `Added ${name}.` })
        .waitFor();
    }
    const list = section.getByRole('list', { name: 'Records' });
    await list.getByText('Deadlift Log', { exact: true }).waitFor();
    expect((await list.locator('strong').allInnerTexts()).sort()).toEqual(names);

    await maya.page.goto(url('/user'));
    await maya.page.getByRole('heading', { name: 'User Dashboard', level: 1 }).waitFor();
    const search = region(maya.page, 'Record Search');
    async function searchFor(text: string, expected: string[]) {
      await search.getByLabel('Search records', { exact: true }).fill(text);
      await search.getByRole('button', { name: 'Search', exact: true }).click();
      const matches = search.getByRole('list', { name: 'Matching records' });
      await matches.getByText(expected[0] ?? '', { exact: true }).waitFor();
      expect((await matches.getByRole('listitem').allInnerTexts()).sort()).toEqual(expected);
    }
    await searchFor('bench', ['Bench Press Log', 'Bench Squat Log']);
    await searchFor('dead', ['Deadlift Log']);

    const details = region(maya.page, 'User Details');
    await details.getByText(MAYA.email, { exact: true }).waitFor();
    expect(await readDetails(details.locator('dl'))).toMatchObject({
      Name: MAYA.name,
      Email: MAYA.email,
      'Membership Type': 'Standard',
    });
  });

  it('the member changes their password and signs in with the new one', async () => {
    await openMemberDashboard();
    const { page } = maya;
    const section = region(page, 'Change Password');
    await section.getByLabel('Current Password', { exact: true }).fill(MAYA.password);
    await section.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change Password', exact: true }).click();
    await section.getByRole('status').filter({ hasText: MESSAGES.changePasswordDone }).waitFor();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(await section.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }

    await signOut(page);
    await refusedSignIn(maya, MAYA.email, MAYA.password);
    await fillSignIn(page, MAYA.email, NEW_PASSWORD);
    await page.waitForURL(url('/member'));
    await page.getByRole('heading', { name: 'Member Dashboard', level: 1 }).waitFor();
  });

  it('left the data as the screens said, with no page errors', async () => {
    const db = server.app.deps.db;
    const accounts = await db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
    expect(accounts).toEqual([
      { email: MAYA.email, role: 'member' },
      { email: ADMIN.email, role: 'admin' },
    ]);
    const bills = await db.selectFrom('bills').select('amountCents').execute();
    expect(bills).toEqual([{ amountCents: 1250 }]);
    // The six the admin sent, besides what the app told Maya itself (her welcome on approval).
    expect(
      await db.selectFrom('notifications').select('message').where('sendId', 'is not', null).execute(),
    ).toHaveLength(6);
    const fromTheApp = await db.selectFrom('notifications').select('message').where('sendId', 'is', null).execute();
    expect(fromTheApp.map((n) => n.message)).toContain('Welcome to Your Gym! Your registration is approved.');

    expect(admin.errors).toEqual([]);
    expect(maya.errors).toEqual([]);
    expect(sam.errors).toEqual([]);
  });
});
