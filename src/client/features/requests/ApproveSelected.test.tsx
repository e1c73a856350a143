// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApproveSelectedInput } from '../../../shared/requests.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { RequestsSection } from './RequestsSection.js';

const server = setupMswServer();

const people = ['Maya Patel', 'Leo Chen', 'Ana Ruiz'].map((name, i) => ({
  id: `r-${i + 1}`,
  userId: `u-${i + 1}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@gym.test`,
  createdAt: '2025-03-04T10:00:00.000Z',
}));

type PageInput = { page: number; pageSize: number };

function pendingRequests(initial = people) {
  let rows = [...initial];
  server.use(
    trpcQuery<PageInput>('requests.listPending', (input: PageInput) => ({
      items: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
      total: rows.length,
      page: input.page,
      pageSize: input.pageSize,
    })),
  );
  return { remove: (ids: string[]) => (rows = rows.filter((r) => !ids.includes(r.id))) };
}

function checkbox(page: ReturnType<typeof renderPage>, name: string) {
  return page.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('Approve selected', () => {
  it('has a labelled checkbox per request, "Select all" for the page, and a button that needs a selection', async () => {
    pendingRequests();
    const page = renderPage(<RequestsSection />);
    await page.findByText('Maya Patel');
    const button = page.getByRole('button', { name: 'Approve selected' });
    expect(button.hasAttribute('disabled')).toBe(true);

    await page.user.click(checkbox(page, 'Select Leo Chen'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(checkbox(page, 'Select all').checked).toBe(false);
    expect(checkbox(page, 'Select all').indeterminate).toBe(true);
    expect(page.getByText('1 selected')).toBeTruthy();

    await page.user.click(checkbox(page, 'Select all'));
    for (const person of people) expect(checkbox(page, `Select ${person.name}`).checked).toBe(true);
    expect(checkbox(page, 'Select all').checked).toBe(true);

    await page.user.click(checkbox(page, 'Select all'));
    for (const person of people) expect(checkbox(page, `Select ${person.name}`).checked).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('approves the ticked requests in one call, says how many, focuses the message and refreshes the list', async () => {
    const table = pendingRequests();
    const hold = gate();
    const approve = vi.fn(async (input: ApproveSelectedInput) => {
      await hold.promise;
      table.remove(input.requestIds);
      return { approved: input.requestIds.length, alreadyApproved: 0, notFound: 0 };
    });
    server.use(trpcMutation<ApproveSelectedInput>('requests.approveSelected', approve));
    const page = renderPage(<RequestsSection />);
    await page.findByText('Maya Patel');

    await page.user.click(checkbox(page, 'Select Maya Patel'));
    await page.user.click(checkbox(page, 'Select Ana Ruiz'));
    await page.user.click(page.getByRole('button', { name: 'Approve selected' }));
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Approve Leo Chen' }).hasAttribute('disabled')).toBe(true),
    );
    hold.release();

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Approved 2 members.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(approve).toHaveBeenCalledExactlyOnceWith({ requestIds: ['r-1', 'r-3'], idempotencyKey: anyIdempotencyKey });
    await waitFor(() => expect(page.queryByText('Maya Patel')).toBeNull());
    expect(page.getByText('Leo Chen')).toBeTruthy();
    expect(checkbox(page, 'Select Leo Chen').checked).toBe(false);
  });

  it('says which of the selected requests others had already decided', async () => {
    pendingRequests();
    server.use(trpcMutation('requests.approveSelected', { approved: 1, alreadyApproved: 1, notFound: 1 }));
    const page = renderPage(<RequestsSection />);
    await page.findByText('Maya Patel');
    await page.user.click(checkbox(page, 'Select all'));
    await page.user.click(page.getByRole('button', { name: 'Approve selected' }));

    expect((await page.findByRole('status')).textContent).toBe(
      'Approved 1 member. 1 was already approved. 1 no longer exists.',
    );
  });

  it("shows the server's message, focused, when approving the selection fails", async () => {
    pendingRequests();
    server.use(
      trpcMutation('requests.approveSelected', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'These requests no longer exist.' });
      }),
    );
    const page = renderPage(<RequestsSection />);
    await page.findByText('Maya Patel');
    await page.user.click(checkbox(page, 'Select Maya Patel'));
    await page.user.click(page.getByRole('button', { name: 'Approve selected' }));

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('These requests no longer exist.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
