// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import MemberDashboard from './MemberDashboard.js';

const server = setupMswServer();

describe('MemberDashboard', () => {
  it('shows the heading over Bill Receipts, Notifications and Change Password', async () => {
    server.use(
      trpcQuery('bills.listMine', {
        items: [{ id: 'b1', amountCents: 1250, date: '2025-01-30T09:00:00.000Z' }],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
      trpcQuery('notifications.listMine', [
        { id: 'n1', message: 'Gym closed Monday', date: '2025-01-29T09:00:00.000Z' },
      ]),
    );
    const page = renderPage(<MemberDashboard />, { path: '/member' });

    expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeTruthy();
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bill Receipts',
      'Notifications',
      'Change Password',
    ]);
    expect(await page.findByText('Amount: $12.50')).toBeTruthy();
    expect(await page.findByText('Gym closed Monday')).toBeTruthy();
    expect(page.getByLabelText('New Password')).toBeTruthy();
    expect(page.container.querySelector('.dashboard-grid')?.children).toHaveLength(3);
  });
});
