// Steps on the dashboards, and one browser context per person so admin and member cookies never mix.
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callerAs } from '../../src/server/test/harness.js';
import { approveByEmail } from './admin.js';
import { watchPageErrors } from './browser.js';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** A browser context of its own (its own cookies), one page in it, and that page's errors. */
export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export async function newSession(browser: Browser, viewport: { width: number; height: number } = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) } satisfies Session;
}

const SECTION_PATHS = {
  'Member Requests': 'requests',
  'Member List': 'members',
  Billing: 'billing',
  Notifications: 'notifications',
  Reports: 'reports',
  Equipment: 'equipment',
  Records: 'records',
  Plans: 'plans',
  'Check-in': 'check-in',
  Classes: 'classes',
  Inbox: 'inbox',
  Settings: 'settings',
  Staff: 'staff',
} as const;

export type SectionLabel = keyof typeof SECTION_PATHS;

/** Clicks a link in the admin sidebar and waits for its URL, as an administrator would move around. */
export async function openSection(page: Page, label: SectionLabel) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === `/admin/${SECTION_PATHS[label]}`);
}

/** The card a section heading names (a <section aria-labelledby> is a region). */
export function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * Types in a member picker (the one combobox) and chooses the member from what the search found, by
 * name and email. `within` is the card that holds the picker (Billing has three: Record Payment,
 * Create Bill and the bills filter).
 */
export async function pickMember(within: Page | Locator, search: string, person: Pick<Person, 'name' | 'email'>) {
  const box = within.getByRole('combobox', { name: 'Member', exact: true });
  await box.fill(search);
  await within.getByRole('option').filter({ hasText: person.name }).filter({ hasText: person.email }).click();
  await expect.poll(() => box.inputValue()).toBe(person.name);
}

/** Waits until a form field has been cleared (the forms reset themselves after a success). */
export async function waitForEmpty(field: Locator) {
  const handle = await field.elementHandle();
  await field.page().waitForFunction((element) => (element as HTMLInputElement | null)?.value === '', handle);
}

/** Waits until no loading indicator is left on the page. */
export async function waitForLoaded(page: Page) {
  await page.waitForFunction(() => document.querySelector('.loading') === null);
}

/** A definition list as { term: description }, e.g. the User Details card. */
export function readDetails(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((dl) => {
    const details: Record<string, string> = {};
    for (const term of dl.querySelectorAll('dt')) {
      const description = term.nextElementSibling;
      details[term.textContent ?? ''] = description?.textContent ?? '';
    }
    return details;
  });
}

/** Today on the browser's own clock, as a date input wants it (YYYY-MM-DD). */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

// Setup through the router, for tests about other things than these steps (screenshots, layout).

/** Registers a visitor and leaves the request pending. */
export async function seedVisitor(app: FastifyInstance, person: Person): Promise<void> {
  const visitor = await callerAs(app.deps);
  await visitor.auth.signUp({ ...person, confirmPassword: person.password });
}

/** Registers a visitor and approves them; returns their user id. */
export async function seedMember(app: FastifyInstance, person: Person): Promise<string> {
  await seedVisitor(app, person);
  await approveByEmail(app, person.email);
  const row = await app.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', person.email)
    .executeTakeFirstOrThrow();
  return row.id;
}
