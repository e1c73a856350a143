// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import { ForgotPasswordPage } from './ForgotPasswordPage.js';
import { ResetPasswordPage } from './ResetPasswordPage.js';

const server = setupMswServer();

type Page = ReturnType<typeof renderPage>;

describe('ForgotPasswordPage', () => {
  function requestAnswers(answer: () => unknown) {
    const handler = vi.fn((_input: { email: string }) => answer());
    server.use(trpcMutation('auth.requestPasswordReset', handler));
    return handler;
  }
  const sent = () => ({ message: MESSAGES.resetSent });

  async function requestFor(page: Page, email: string) {
    if (email) await page.user.type(page.getByLabelText('Email'), email);
    await page.user.click(page.getByRole('button', { name: 'Reset Password' }));
  }

  it('asks for the email and sends nothing without one', async () => {
    const handler = requestAnswers(sent);
    const page = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await requestFor(page, '');

    expect(page.getByText('Email is required.')).toBeTruthy();
    expect(page.queryByRole('status')).toBeNull();
    expect(handler).not.toHaveBeenCalled();

    // Had the empty submit sent a request, it would reach the server before this one does.
    await requestFor(page, 'max@gym.test');
    await page.findByRole('status');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('confirms in green that instructions are on their way', async () => {
    const handler = requestAnswers(sent);
    const page = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await requestFor(page, ' Max@Gym.TEST ');

    const note = await page.findByRole('status');
    expect(note.textContent).toBe('Check your email for further instructions.');
    expect(note.className).toContain('alert-success');
    expect(page.queryByRole('alert')).toBeNull();
    expect(handler).toHaveBeenCalledWith({ email: 'max@gym.test' });
  });

  it('moves focus to the confirmation, and to the Email field when it is missing', async () => {
    requestAnswers(sent);
    const page = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await requestFor(page, '');
    expect(document.activeElement).toBe(page.getByLabelText('Email'));
    await requestFor(page, 'max@gym.test');
    const note = await page.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it.each(['SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS'] as const)('says the reset failed on %s', async (code) => {
    requestAnswers(() => {
      throw new TrpcError({ code, message: MESSAGES.resetFailed });
    });
    const page = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await requestFor(page, 'max@gym.test');

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Failed to reset password. Please try again.');
    expect(page.queryByText(MESSAGES.resetSent)).toBeNull();
  });
});

describe('ResetPasswordPage', () => {
  interface ResetInput {
    token: string;
    password: string;
    confirmPassword: string;
  }
  function resetAnswers(answer: () => unknown) {
    const handler = vi.fn((_input: ResetInput) => answer());
    server.use(trpcMutation<ResetInput>('auth.resetPassword', handler));
    return handler;
  }
  const done = () => ({ message: MESSAGES.resetDone, redirectTo: '/signin' });
  const linkInvalid = () => {
    throw new TrpcError({ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid });
  };

  beforeEach(() => {
    server.use(trpcMutation('auth.checkResetToken', { usable: true }));
  });

  async function choose(page: Page, password: string, confirm: string) {
    await page.user.type(await page.findByLabelText('New Password'), password);
    await page.user.type(page.getByLabelText('Confirm New Password'), confirm);
    await page.user.click(page.getByRole('button', { name: 'Reset Password' }));
  }

  it('has labelled New Password and Confirm New Password fields and a Reset Password button', async () => {
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    expect((await page.findByLabelText('New Password')).getAttribute('type')).toBe('password');
    expect(page.getByLabelText('Confirm New Password').getAttribute('type')).toBe('password');
    expect(page.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('says the passwords do not match and sends nothing', async () => {
    const handler = resetAnswers(done);
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await choose(page, 'new password 1', 'new password 2');

    expect(page.getByText('Passwords do not match')).toBeTruthy();
    expect(page.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(handler).not.toHaveBeenCalled();
    expect(page.location.history).toEqual(['/reset-password?token=abc']);
  });

  it('sends the token from the link with the new password, then asks to sign in again', async () => {
    const handler = resetAnswers(done);
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await choose(page, 'new password 1', 'new password 1');

    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/signin?reset=1'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({
      token: 'abc',
      password: 'new password 1',
      confirmPassword: 'new password 1',
    });
  });

  it('sends a mailed base64url token unchanged', async () => {
    const handler = resetAnswers(done);
    const token = 'Zm9v-YmFy_YmF6';
    const page = renderPage(<ResetPasswordPage />, { path: `/reset-password?token=${encodeURIComponent(token)}` });
    await choose(page, 'new password 1', 'new password 1');

    await waitFor(() => expect(handler).toHaveBeenCalled());
    expect(handler.mock.calls[0]?.[0].token).toBe(token);
  });

  it('says at once that a used or expired link no longer works, with no form to fill', async () => {
    const check = vi.fn((_input: { token: string }) => ({ usable: false }));
    server.use(trpcMutation<{ token: string }>('auth.checkResetToken', check));
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=used' });
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('This reset link has expired or was already used. Request a new link');
    expect(page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(page.queryByLabelText('New Password')).toBeNull();
    expect(page.queryByRole('button', { name: 'Reset Password' })).toBeNull();
    expect(check).toHaveBeenCalledWith({ token: 'used' });
  });

  it('shows the form when the link check itself fails, leaving the last word to the submit', async () => {
    server.use(
      trpcMutation('auth.checkResetToken', () => {
        throw new TrpcError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.resetFailed });
      }),
    );
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    expect(await page.findByLabelText('New Password')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('focuses Confirm New Password, marked invalid, when the passwords differ', async () => {
    resetAnswers(done);
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await choose(page, 'new password 1', 'new password 2');
    const confirm = page.getByLabelText('Confirm New Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
  });

  it('focuses the message when the link was used up in the meantime', async () => {
    resetAnswers(linkInvalid);
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=used' });
    await choose(page, 'new password 1', 'new password 1');
    const alert = await page.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('explains an expired or used link and offers a new one', async () => {
    resetAnswers(linkInvalid);
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=used' });
    await choose(page, 'new password 1', 'new password 1');

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe(`${MESSAGES.resetLinkInvalid} Request a new link`);
    const link = page.getByRole('link', { name: 'Request a new link' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(alert.contains(link)).toBe(true);
    expect(page.location.history).toEqual(['/reset-password?token=used']);
  });

  it('says the reset failed when the server cannot do it', async () => {
    resetAnswers(() => {
      throw new TrpcError({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' });
    });
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await choose(page, 'new password 1', 'new password 1');

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.resetFailed);
    expect(page.queryByRole('link', { name: 'Request a new link' })).toBeNull();
  });

  it('shows a password error the server sent beside the field, not as a bad link', async () => {
    resetAnswers(() => {
      throw new TrpcError({
        code: 'BAD_REQUEST',
        message: 'Invalid input',
        fieldErrors: { password: 'Password must be at most 256 characters.' },
      });
    });
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await choose(page, 'new password 1', 'new password 1');

    expect(await page.findByText('Password must be at most 256 characters.')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('shows the invalid-link message and no form when the link has no token', () => {
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(page.getByRole('alert').textContent).toBe(MESSAGES.resetLinkInvalid);
    expect(page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(page.queryByLabelText('New Password')).toBeNull();
    expect(page.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });
});
