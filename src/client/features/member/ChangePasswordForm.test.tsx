// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TEST_ORIGIN, TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';

const server = setupMswServer();

interface ChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const VALID: ChangeInput = {
  currentPassword: 'old secret 1',
  newPassword: 'new secret 22',
  confirmNewPassword: 'new secret 22',
};

function changeSucceeds() {
  const handler = vi.fn((_input: ChangeInput) => ({ message: MESSAGES.changePasswordDone }));
  server.use(trpcMutation<ChangeInput>('auth.changePassword', handler));
  return handler;
}

const LABELS = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
} as const;

async function fillAndSubmit(page: ReturnType<typeof renderPage>, values: Partial<ChangeInput>) {
  for (const [name, label] of Object.entries(LABELS)) {
    const value = values[name as keyof ChangeInput];
    if (value) await page.user.type(page.getByLabelText(label), value);
  }
  await page.user.click(page.getByRole('button', { name: 'Change Password' }));
}

function fieldValues(page: ReturnType<typeof renderPage>) {
  return Object.values(LABELS).map((label) => (page.getByLabelText(label) as HTMLInputElement).value);
}

describe('ChangePasswordForm', () => {
  it('marks Confirm New Password invalid when empty or mismatched, and focuses the first bad field', async () => {
    changeSucceeds();
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, {});
    const confirm = page.getByLabelText('Confirm New Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(page.getByLabelText('Current Password'));

    await fillAndSubmit(page, { ...VALID, confirmNewPassword: 'new secret 23' });
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = confirm.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Passwords do not match');
    expect(document.activeElement).toBe(confirm);
  });

  it('moves focus to the success message once the password is changed', async () => {
    changeSucceeds();
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, VALID);
    const note = await page.findByRole('status');
    expect(note.textContent).toBe('Password updated successfully');
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it('moves focus to the failure message when the server refuses', async () => {
    server.use(
      trpcMutation('auth.changePassword', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message: MESSAGES.changePasswordFailed });
      }),
    );
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, VALID);
    const alert = await page.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('has three labelled password fields with the right autocomplete and a Change Password button', () => {
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    expect(page.getByRole('heading', { level: 2, name: 'Change Password' })).toBeTruthy();
    expect(page.getByLabelText('Current Password').getAttribute('autocomplete')).toBe('current-password');
    for (const label of ['New Password', 'Confirm New Password']) {
      expect(page.getByLabelText(label).getAttribute('type')).toBe('password');
      expect(page.getByLabelText(label).getAttribute('autocomplete')).toBe('new-password');
    }
    expect(page.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('changes the password, says so, clears every field and disables the button meanwhile', async () => {
    const hold = gate();
    const handler = vi.fn(async (_input: ChangeInput) => {
      await hold.promise;
      return { message: MESSAGES.changePasswordDone };
    });
    server.use(trpcMutation<ChangeInput>('auth.changePassword', handler));
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, VALID);

    const button = page.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    hold.release();

    expect((await page.findByRole('status')).textContent).toBe('Password updated successfully');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(VALID);
    expect(fieldValues(page)).toEqual(['', '', '']);
    expect(button.disabled).toBe(false);
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('shows Passwords do not match and sends nothing when the confirmation differs', async () => {
    const handler = changeSucceeds();
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, { ...VALID, confirmNewPassword: 'new secret 23' });

    expect(page.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(page.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(fieldValues(page)).toEqual([VALID.currentPassword, VALID.newPassword, 'new secret 23']);

    // Had the mismatch been sent, it would reach the server before this corrected one.
    await page.user.clear(page.getByLabelText('Confirm New Password'));
    await page.user.type(page.getByLabelText('Confirm New Password'), VALID.newPassword);
    await page.user.click(page.getByRole('button', { name: 'Change Password' }));
    await page.findByRole('status');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(VALID);
  });

  it('gives the shared schema’s messages for empty fields and a short new password, sending nothing', async () => {
    const handler = changeSucceeds();
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await page.user.click(page.getByRole('button', { name: 'Change Password' }));

    expect(page.getAllByText('Password is required.')).toHaveLength(2);
    expect(page.getByText('Confirm New Password is required.')).toBeTruthy();

    await fillAndSubmit(page, { currentPassword: 'old secret 1', newPassword: 'short', confirmNewPassword: 'short' });
    expect(page.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(page.getByLabelText('New Password').getAttribute('aria-invalid')).toBe('true');
    expect(page.queryByText('Password is required.')).toBeNull();
    expect(page.queryByRole('alert')).toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it('shows the server’s failure and keeps the fields for another try', async () => {
    const handler = vi.fn((_input: ChangeInput) => {
      throw new TrpcError({ code: 'BAD_REQUEST', message: MESSAGES.changePasswordFailed });
    });
    server.use(trpcMutation<ChangeInput>('auth.changePassword', handler));
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, VALID);

    expect((await page.findByRole('alert')).textContent).toBe('Failed to update password');
    expect(handler).toHaveBeenCalledWith(VALID);
    expect(fieldValues(page)).toEqual([VALID.currentPassword, VALID.newPassword, VALID.confirmNewPassword]);
    expect(page.queryByRole('status')).toBeNull();
  });

  it('falls back to the spec message when the server fails unexpectedly', async () => {
    server.use(
      trpcMutation('auth.changePassword', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.' });
      }),
    );
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, VALID);
    expect((await page.findByRole('alert')).textContent).toBe('Failed to update password');
  });

  it.each([
    ['a refusal in other words', new TrpcError({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' })],
    ['a dropped connection', 'network'],
  ])('shows the spec message for any other failure: %s', async (_, failure) => {
    server.use(
      failure === 'network'
        ? http.post(`${TEST_ORIGIN}/trpc/auth.changePassword`, () => HttpResponse.error())
        : trpcMutation('auth.changePassword', () => {
            throw failure;
          }),
    );
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, VALID);
    expect((await page.findByRole('alert')).textContent).toBe('Failed to update password');
    expect(fieldValues(page)).toEqual([VALID.currentPassword, VALID.newPassword, VALID.confirmNewPassword]);
  });

  it('removes an earlier success message when the next attempt has a mistake', async () => {
    changeSucceeds();
    const page = renderPage(<ChangePasswordForm />, { path: '/member' });
    await fillAndSubmit(page, VALID);
    await page.findByRole('status');

    await fillAndSubmit(page, { ...VALID, confirmNewPassword: 'something else' });
    expect(page.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(page.queryByRole('status')).toBeNull();
  });
});
