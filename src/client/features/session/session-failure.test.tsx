// @vitest-environment jsdom
// Every page waits for the session check. When that check fails (the server down, or answering 500),
// the person must be told and offered another try, not left watching "Loading..." for ever.
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../App.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';

const server = setupMswServer();

describe('a failed session check', () => {
  it('shows what went wrong and a way to try again, which opens the page once the server answers', async () => {
    let failing = true;
    const session = vi.fn(() => {
      if (failing) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
      return { user: null };
    });
    server.use(trpcQuery('auth.session', session));
    const page = renderPage(<App />, { path: '/signin' });

    expect((await page.findByRole('alert')).textContent).toMatch(/could not reach the server/i);
    expect(page.queryByRole('status')).toBeNull();

    failing = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));

    expect(await page.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
  });
});
