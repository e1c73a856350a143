// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { sessionAs } from '../../test/session.js';
import { TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import ConfirmEmailPage from './ConfirmEmailPage.js';

const server = setupMswServer();

const EXPIRED = 'This link has expired. Ask for a new one under "Change email" on My profile.';

describe('ConfirmEmailPage', () => {
  it('confirms the change on "Confirm new email" and says the new address, signed out too', async () => {
    const confirm = vi.fn(() => ({ email: 'new@gym.test' }));
    server.use(trpcMutation('profile.confirmEmailChange', confirm), sessionAs(null));
    const page = renderPage(<ConfirmEmailPage />, { path: '/confirm-email?token=abc', session: null });

    await page.user.click(page.getByRole('button', { name: 'Confirm new email' }));

    const done = await page.findByRole('status');
    expect(done.textContent).toBe('Your email address is now new@gym.test.');
    expect(document.activeElement).toBe(done);
    expect(page.getByRole('link', { name: 'Sign in with your new email' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledExactlyOnceWith({ token: 'abc' });
  });

  it('says an expired link has expired and offers no button that cannot work', async () => {
    server.use(
      trpcMutation('profile.confirmEmailChange', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message: EXPIRED });
      }),
    );
    const page = renderPage(<ConfirmEmailPage />, { path: '/confirm-email?token=old', session: null });

    await page.user.click(page.getByRole('button', { name: 'Confirm new email' }));

    expect((await page.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(page.queryByRole('button', { name: 'Confirm new email' })).toBeNull();
  });
});
