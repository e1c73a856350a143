// Steps a person takes, written once so every browser test reads like a walk through the product.
import type { Page } from 'playwright-core';

export async function signUp(
  page: Page,
  baseUrl: string,
  person: { name: string; email: string; password: string; confirm?: string },
) {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.confirm ?? person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/signin`);
  await fillSignIn(page, email, password);
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
