// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInInput } from '../../../shared/auth.schemas.js';
import { MESSAGES } from '../../../shared/messages.js';
import { homeFor, type Role } from '../../../shared/roles.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate, MEMBER, sessionAs } from '../../test/session.js';
import { TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import { SignInPage } from './SignInPage.js';

const server = setupMswServer();

beforeEach(() => {
  server.use(sessionAs(null));
});

/** auth.signIn answering as the server does for an account with this role; the spy sees each input. */
function signInAs(role: Role | null) {
  const handler = vi.fn((_input: SignInInput) => ({ role, redirectTo: homeFor(role) }));
  server.use(trpcMutation<SignInInput>('auth.signIn', handler));
  return handler;
}

function signInFails(code: 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS') {
  const handler = vi.fn(() => {
    throw new TrpcError({ code, message: MESSAGES.signInFailed });
  });
  server.use(trpcMutation('auth.signIn', handler));
  return handler;
}

async function fillAndSubmit(page: ReturnType<typeof renderPage>, email: string, password: string) {
  if (email) await page.user.type(page.getByLabelText('Email'), email);
  if (password) await page.user.type(page.getByLabelText('Password'), password);
  await page.user.click(page.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('has labelled Email and Password fields and links to Forgot Password and Sign Up', async () => {
    const page = renderPage(<SignInPage />, { path: '/signin' });
    expect(page.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(page.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(page.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('shows both required messages on an empty submit and sends nothing', async () => {
    const handler = signInAs('member');
    const page = renderPage(<SignInPage />, { path: '/signin' });
    await page.user.click(page.getByRole('button', { name: 'Sign In' }));

    expect(page.getByText('Email is required.')).toBeTruthy();
    expect(page.getByText('Password is required.')).toBeTruthy();
    expect(page.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(page.getByRole('button', { name: 'Sign In' }).getAttribute('aria-busy')).toBeNull();

    // Had the empty submit sent a request, it would reach the server before this one does.
    await fillAndSubmit(page, 'max@gym.test', 'correct horse');
    await waitFor(() => expect(handler).toHaveBeenCalled());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ email: 'max@gym.test', password: 'correct horse' });
  });

  it('rejects a malformed email before sending anything', async () => {
    const handler = signInAs('member');
    const page = renderPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit(page, 'not-an-email', 'correct horse');

    expect(page.getByText('Enter a valid email address.')).toBeTruthy();
    expect(page.queryByText('Password is required.')).toBeNull();
    expect(handler).not.toHaveBeenCalled();
    expect(page.location.history).toEqual(['/signin']);
  });

  it.each(['UNAUTHORIZED', 'TOO_MANY_REQUESTS'] as const)(
    'shows the sign-in failure above the form on %s',
    async (code) => {
      const handler = signInFails(code);
      const page = renderPage(<SignInPage />, { path: '/signin' });
      await fillAndSubmit(page, 'max@gym.test', 'wrong password');

      const alert = await page.findByRole('alert');
      expect(alert.textContent).toBe('Failed to sign in. Please check your credentials.');
      const position = alert.compareDocumentPosition(page.getByLabelText('Email'));
      expect(position & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(handler).toHaveBeenCalledTimes(1);
      expect(page.location.history).toEqual(['/signin']);
      expect(page.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
    },
  );

  it('moves focus to the failure message after a failed sign-in, and again after a second one', async () => {
    signInFails('UNAUTHORIZED');
    const page = renderPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit(page, 'max@gym.test', 'wrong password');
    const alert = await page.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));

    await page.user.click(page.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(document.activeElement).toBe(page.getByRole('alert')));
  });

  it('focuses the Email field first when it is missing', async () => {
    signInAs('member');
    const page = renderPage(<SignInPage />, { path: '/signin' });
    await page.user.click(page.getByRole('button', { name: 'Sign In' }));
    expect(document.activeElement).toBe(page.getByLabelText('Email'));
  });

  it.each([
    ['member', '/member'],
    ['admin', '/admin'],
    [null, '/pending-approval'],
  ] as const)('sends a %s to %s after signing in', async (role, destination) => {
    const handler = signInAs(role);
    const page = renderPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit(page, '  Max@Gym.TEST ', 'correct horse');

    await waitFor(() => expect(page.location.history?.at(-1)).toBe(destination));
    expect(handler).toHaveBeenCalledWith({ email: 'max@gym.test', password: 'correct horse' });
    expect(page.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['admin', '/admin/billing'],
    ['member', '/member'],
  ] as const)('after sign-in with returnTo=/admin/billing a %s lands on %s', async (role, destination) => {
    signInAs(role);
    const page = renderPage(<SignInPage />, { path: '/signin?returnTo=%2Fadmin%2Fbilling' });
    await fillAndSubmit(page, 'someone@gym.test', 'correct horse');
    await waitFor(() => expect(page.location.history?.at(-1)).toBe(destination));
  });

  it('ignores a returnTo that points to another site', async () => {
    signInAs('admin');
    const page = renderPage(<SignInPage />, { path: '/signin?returnTo=%2F%2Fevil.com' });
    await fillAndSubmit(page, 'ada@gym.test', 'correct horse');
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/admin'));
  });

  it('shows the button as busy while the sign-in request is in flight', async () => {
    const answer = gate();
    server.use(
      trpcMutation('auth.signIn', async () => {
        await answer.promise;
        return { role: 'member', redirectTo: '/member' };
      }),
    );
    const page = renderPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit(page, 'max@gym.test', 'correct horse');

    const button = page.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(page.location.history).toEqual(['/signin']);

    answer.release();
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/member'));
  });

  it('confirms a completed password reset', async () => {
    const page = renderPage(<SignInPage />, { path: '/signin?reset=1' });
    const note = page.getByRole('status');
    expect(note.textContent).toBe(MESSAGES.resetDone);
    expect(note.className).toContain('alert-success');
  });

  it('shows no reset note on a plain visit', async () => {
    const page = renderPage(<SignInPage />, { path: '/signin' });
    expect(page.queryByText(MESSAGES.resetDone)).toBeNull();
  });

  it('sends a user who is already signed in to their own dashboard', async () => {
    server.use(sessionAs(MEMBER));
    const page = renderPage(<SignInPage />, { path: '/signin' });
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/member'));
  });
});
