// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RequestIdInput } from '../../../shared/requests.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { RequestsSection } from './RequestsSection.js';

const server = setupMswServer();

const MAYA = {
  id: 'r-1',
  userId: 'u-1',
  name: 'Maya Patel',
  email: 'maya@gym.test',
  createdAt: '2025-03-04T10:00:00.000Z',
};
const LEO = {
  id: 'r-2',
  userId: 'u-2',
  name: 'Leo Chen',
  email: 'leo@gym.test',
  createdAt: '2025-03-05T10:00:00.000Z',
};

type PageInput = { page: number; pageSize: number };

/** A pending-requests table the handlers share: approving or rejecting removes a request from it. */
function pendingRequests(initial: (typeof MAYA)[]) {
  let rows = [...initial];
  const list = vi.fn((input: PageInput) => ({
    items: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
    total: rows.length,
    page: input.page,
    pageSize: input.pageSize,
  }));
  const remove = (requestId: string) => {
    rows = rows.filter((row) => row.id !== requestId);
  };
  server.use(trpcQuery<PageInput>('requests.listPending', list));
  return { list, remove };
}

function renderSection(gym = siteSettings()) {
  return renderPage(<RequestsSection />, { path: '/requests', gym });
}

describe('RequestsSection', () => {
  it('shows a loading status, then each request with its name, email and date', async () => {
    const answer = gate();
    server.use(
      trpcQuery('requests.listPending', async () => {
        await answer.promise;
        return { items: [MAYA, LEO], total: 2, page: 1, pageSize: 20 };
      }),
    );
    const page = renderSection();
    expect(page.getByRole('heading', { level: 2, name: 'Pending Member Requests' })).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe('Loading requests...');
    answer.release();

    const items = await page.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Maya Patel');
    expect(items[0]?.textContent).toContain('maya@gym.test');
    expect(items[0]?.textContent).toContain('Requested Mar 4, 2025');
    expect(page.getByRole('button', { name: 'Approve Maya Patel' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Reject Leo Chen' })).toBeTruthy();
    expect(page.queryByRole('status')).toBeNull();
  });

  it("writes the day and the count the gym's way: a German gym in Berlin", async () => {
    // 23:30 UTC on 4 March is already 5 March in Berlin.
    const late = { ...MAYA, createdAt: '2025-03-04T23:30:00.000Z' };
    server.use(trpcQuery('requests.listPending', { items: [late], total: 1234, page: 1, pageSize: 20 }));
    const page = renderSection(siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' }));

    const [item] = await page.findAllByRole('listitem');
    expect(item?.textContent).toContain('Requested 05.03.2025');
    expect(page.getByText('1.234 pending')).toBeTruthy();
  });

  it("says 'No pending requests' when there are none", async () => {
    pendingRequests([]);
    const page = renderSection();
    expect(await page.findByText('No pending requests')).toBeTruthy();
    expect(page.queryByRole('list')).toBeNull();
  });

  it('shows a load failure and loads again on Try again', async () => {
    let fail = true;
    server.use(
      trpcQuery('requests.listPending', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return { items: [MAYA], total: 1, page: 1, pageSize: 20 };
      }),
    );
    const page = renderSection();
    expect((await page.findByRole('alert')).textContent).toBe('Could not load the pending requests.');

    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Maya Patel')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('approves at once, refreshes the list and the member list, and says who was approved', async () => {
    const table = pendingRequests([MAYA, LEO]);
    const approve = vi.fn((input: RequestIdInput) => {
      table.remove(input.requestId);
      return { status: 'approved' };
    });
    server.use(trpcMutation<RequestIdInput>('requests.approve', approve));
    const page = renderSection();
    // A member list cached from the Member List section must be refreshed too.
    page.queryClient.setQueryData([['members', 'list'], { input: {}, type: 'query' }], { items: [], total: 0 });

    await page.user.click(await page.findByRole('button', { name: 'Approve Maya Patel' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Maya Patel was approved.');
    // Focus goes to the outcome, not the page: the Approve button is gone.
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve).toHaveBeenCalledWith({ requestId: 'r-1', idempotencyKey: anyIdempotencyKey });
    expect(page.queryByText('Maya Patel')).toBeNull();
    expect(page.getAllByRole('listitem')).toHaveLength(1);
    expect(page.queryByRole('alertdialog')).toBeNull();
    expect(page.queryClient.getQueryState([['members', 'list'], { input: {}, type: 'query' }])?.isInvalidated).toBe(
      true,
    );
  });

  it('disables the buttons of a request while it is being approved', async () => {
    pendingRequests([MAYA]);
    const answer = gate();
    server.use(
      trpcMutation('requests.approve', async () => {
        await answer.promise;
        return { status: 'approved' };
      }),
    );
    const page = renderSection();
    const approve = await page.findByRole('button', { name: 'Approve Maya Patel' });
    await page.user.click(approve);

    await waitFor(() => expect(approve.getAttribute('aria-busy')).toBe('true'));
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(page.getByRole('button', { name: 'Reject Maya Patel' }).hasAttribute('disabled')).toBe(true);
    answer.release();
    expect(await page.findByText('Maya Patel was approved.')).toBeTruthy();
  });

  it("shows the server's message when approving fails", async () => {
    const table = pendingRequests([MAYA]);
    server.use(
      trpcMutation('requests.approve', () => {
        table.remove('r-1');
        throw new TrpcError({ code: 'NOT_FOUND', message: 'This request no longer exists.' });
      }),
    );
    const page = renderSection();
    await page.user.click(await page.findByRole('button', { name: 'Approve Maya Patel' }));

    expect((await page.findByRole('alert')).textContent).toBe('This request no longer exists.');
    // The list is refreshed after a failure too: someone else had already decided.
    expect(await page.findByText('No pending requests')).toBeTruthy();
  });

  it('asks before rejecting, and Cancel sends nothing', async () => {
    pendingRequests([MAYA]);
    const reject = vi.fn(() => ({ status: 'rejected' }));
    server.use(trpcMutation('requests.reject', reject));
    const page = renderSection();
    await page.user.click(await page.findByRole('button', { name: 'Reject Maya Patel' }));

    const dialog = await page.findByRole('alertdialog', { name: 'Reject this request?' });
    expect(dialog.textContent).toContain("Maya Patel's account (maya@gym.test) will be deleted.");
    expect(dialog.textContent).toContain('They can register again with the same email.');
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    expect(reject).not.toHaveBeenCalled();
    expect(page.getByText('Maya Patel')).toBeTruthy();
  });

  it('rejects after confirming, refreshes the list and says who was rejected', async () => {
    const table = pendingRequests([MAYA, LEO]);
    const reject = vi.fn((input: RequestIdInput) => {
      table.remove(input.requestId);
      return { status: 'rejected' };
    });
    server.use(trpcMutation<RequestIdInput>('requests.reject', reject));
    const page = renderSection();
    await page.user.click(await page.findByRole('button', { name: 'Reject Leo Chen' }));
    const dialog = await page.findByRole('alertdialog');
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Leo Chen was rejected.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(reject).toHaveBeenCalledTimes(1);
    expect(reject).toHaveBeenCalledWith({ requestId: 'r-2' });
    expect(page.queryByRole('alertdialog')).toBeNull();
    expect(page.queryByText('Leo Chen')).toBeNull();
    expect(page.getByText('Maya Patel')).toBeTruthy();
  });

  it("closes the dialog and shows the server's message when rejecting fails", async () => {
    pendingRequests([MAYA]);
    server.use(
      trpcMutation('requests.reject', () => {
        throw new TrpcError({ code: 'CONFLICT', message: 'This request was already approved.' });
      }),
    );
    const page = renderSection();
    await page.user.click(await page.findByRole('button', { name: 'Reject Maya Patel' }));
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Reject' }));

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('This request was already approved.');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('pages through requests with the server page and total', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...MAYA,
      id: `r-${i + 1}`,
      name: `Person ${String(i + 1).padStart(2, '0')}`,
    }));
    const table = pendingRequests(many);
    const page = renderSection();
    expect(await page.findByText('Person 01')).toBeTruthy();
    expect(page.getByText('Page 1 of 2')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Next' }));
    expect(await page.findByText('Person 21')).toBeTruthy();
    expect(page.getAllByRole('listitem')).toHaveLength(5);
    expect(table.list).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 });
  });

  it('steps back a page when the last request on a later page is decided', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      ...MAYA,
      id: `r-${i + 1}`,
      name: `Person ${String(i + 1).padStart(2, '0')}`,
    }));
    const table = pendingRequests(many);
    server.use(
      trpcMutation<RequestIdInput>('requests.approve', (input: RequestIdInput) => {
        table.remove(input.requestId);
        return { status: 'approved' };
      }),
    );
    const page = renderSection();
    await page.user.click(await page.findByRole('button', { name: 'Next' }));
    await page.user.click(await page.findByRole('button', { name: 'Approve Person 21' }));

    expect(await page.findByText('Person 21 was approved.')).toBeTruthy();
    expect(await page.findByText('Person 01')).toBeTruthy();
    expect(page.queryByText('No pending requests')).toBeNull();
    expect(page.queryByRole('navigation', { name: 'Pending requests pages' })).toBeNull();
  });
});
