// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignUpInput } from '../../../shared/auth.schemas.js';
import { MESSAGES } from '../../../shared/messages.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate, sessionAs } from '../../test/session.js';
import { TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import { SignUpPage } from './SignUpPage.js';

const server = setupMswServer();

beforeEach(() => {
  server.use(sessionAs(null));
});

function signUpSucceeds() {
  const handler = vi.fn((_input: SignUpInput) => ({ redirectTo: '/pending-approval' as const }));
  server.use(trpcMutation<SignUpInput>('auth.signUp', handler));
  return handler;
}

type Page = ReturnType<typeof renderPage>;

async function fill(page: Page, values: { name: string; email: string; password: string; confirm: string }) {
  await page.user.type(page.getByLabelText('Name'), values.name);
  await page.user.type(page.getByLabelText('Email'), values.email);
  await page.user.type(page.getByLabelText('Password'), values.password);
  await page.user.type(page.getByLabelText('Confirm Password'), values.confirm);
}

/** What a screen reader reads after the field's name: its aria-describedby targets. */
function descriptionOf(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const submit = (page: Page) => page.user.click(page.getByRole('button', { name: 'Sign Up' }));

const VALID = { name: 'Max Member', email: 'max@gym.test', password: 'correct horse', confirm: 'correct horse' };

describe('SignUpPage', () => {
  it('has labelled Name, Email, Password and Confirm Password fields and a Sign In link', () => {
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    expect(page.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
    expect(page.getByLabelText('Name').tagName).toBe('INPUT');
    expect(page.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(page.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(page.getByLabelText('Confirm Password').getAttribute('type')).toBe('password');
    expect(page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
  });

  it('shows every required message on an empty submit and sends nothing', async () => {
    const handler = signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await submit(page);

    expect(page.getByText('Name is required.')).toBeTruthy();
    expect(page.getByText('Email is required.')).toBeTruthy();
    expect(page.getByText('Password is required.')).toBeTruthy();
    expect(page.getByText('Confirm Password is required.')).toBeTruthy();
    expect(handler).not.toHaveBeenCalled();
    expect(page.location.history).toEqual(['/signup']);
  });

  it('says the passwords do not match and sends nothing until they do', async () => {
    const handler = signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, { ...VALID, confirm: 'correct horsf' });
    await submit(page);

    expect(page.getByRole('alert').textContent).toBe('Passwords do not match.');
    expect(page.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(page.location.history).toEqual(['/signup']);

    // Had the mismatched submit sent a request, it would reach the server before this one does.
    await page.user.clear(page.getByLabelText('Confirm Password'));
    await page.user.type(page.getByLabelText('Confirm Password'), VALID.confirm);
    await submit(page);
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/pending-approval'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('marks an empty Confirm Password invalid and focuses the first invalid field', async () => {
    signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await submit(page);
    const confirm = page.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(confirm)).toBe('Confirm Password is required.');
    expect(document.activeElement).toBe(page.getByLabelText('Name'));
  });

  it('marks a mismatched Confirm Password invalid, described by the message, and focuses it', async () => {
    signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, { ...VALID, confirm: 'correct horsf' });
    await submit(page);
    const confirm = page.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(confirm)).toBe('Passwords do not match.');
    expect(document.activeElement).toBe(confirm);
  });

  it('focuses the failure message when the server refuses the account', async () => {
    server.use(
      trpcMutation('auth.signUp', () => {
        throw new TrpcError({ code: 'CONFLICT', message: MESSAGES.signUpFailed });
      }),
    );
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, VALID);
    await submit(page);
    const alert = await page.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('asks for a password of at least 8 characters', async () => {
    const handler = signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, { ...VALID, password: 'seven77', confirm: 'seven77' });
    await submit(page);

    expect(page.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(handler).not.toHaveBeenCalled();
    expect(page.location.history).toEqual(['/signup']);
  });

  it('shows the sign-up failure when the server refuses the account', async () => {
    const handler = vi.fn(() => {
      throw new TrpcError({ code: 'CONFLICT', message: MESSAGES.signUpFailed });
    });
    server.use(trpcMutation('auth.signUp', handler));
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, VALID);
    await submit(page);

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Failed to create an account.');
    const position = alert.compareDocumentPosition(page.getByLabelText('Name'));
    expect(position & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(page.location.history).toEqual(['/signup']);
  });

  it('shows a field error the server sent beside its field', async () => {
    server.use(
      trpcMutation('auth.signUp', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Invalid input',
          fieldErrors: { name: 'Name must be at most 100 characters.' },
        });
      }),
    );
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, VALID);
    await submit(page);

    expect(await page.findByText('Name must be at most 100 characters.')).toBeTruthy();
    expect(page.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('sends a trimmed name and a trimmed, lower-cased email, then goes to /pending-approval', async () => {
    const handler = signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, { ...VALID, name: '  Max Member ', email: ' Max@Gym.TEST  ' });
    await submit(page);

    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/pending-approval'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({
      name: 'Max Member',
      email: 'max@gym.test',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it('shows the button as busy while the account is being created', async () => {
    const answer = gate();
    server.use(
      trpcMutation('auth.signUp', async () => {
        await answer.promise;
        return { redirectTo: '/pending-approval' };
      }),
    );
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page, VALID);
    await submit(page);

    const button = page.getByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    answer.release();
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/pending-approval'));
  });
});
