// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { trpc } from '../../lib/trpc.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { KeyNumbers } from './KeyNumbers.js';

const server = setupMswServer();

const NUMBERS = {
  today: '2026-06-01',
  pendingRequests: 3,
  activeMembers: 27,
  collectedThisMonthCents: 123450,
  outstandingCents: 9900,
  checkInsToday: 14,
};

describe('KeyNumbers', () => {
  it('shows each figure as a link to the section where the admin acts on it', async () => {
    server.use(trpcQuery('dashboard.keyNumbers', () => NUMBERS));
    const page = renderPage(<KeyNumbers />, { path: '/' });

    const strip = page.getByRole('region', { name: 'Key numbers' });
    expect(strip.getAttribute('aria-busy')).toBe('true');
    const pending = await page.findByRole('link', { name: '3 Pending requests' });

    expect(pending.getAttribute('href')).toBe('/requests');
    expect(page.getByRole('link', { name: '27 Active members' }).getAttribute('href')).toBe('/members?status=active');
    // The financial report over the gym's month so far, which shows the same sum.
    expect(page.getByRole('link', { name: '$1,234.50 Collected this month' }).getAttribute('href')).toBe(
      '/reports?type=financial&startDate=2026-06-01&endDate=2026-06-01',
    );
    expect(page.getByRole('link', { name: '$99.00 Outstanding, all open bills' }).getAttribute('href')).toBe(
      '/billing?status=open',
    );
    expect(page.getByRole('link', { name: '14 Check-ins today' }).getAttribute('href')).toBe('/check-in');
    expect(strip.getAttribute('aria-busy')).toBe('false');
  });

  it("writes the figures the gym's way: a German gym in euros", async () => {
    server.use(trpcQuery('dashboard.keyNumbers', () => ({ ...NUMBERS, activeMembers: 9024, checkInsToday: 1200 })));
    const gym = siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' });
    const page = renderPage(<KeyNumbers />, { path: '/', gym });

    expect(await page.findByRole('link', { name: '9.024 Active members' })).toBeTruthy();
    expect(page.getByRole('link', { name: '1.234,50 € Collected this month' })).toBeTruthy();
    expect(page.getByRole('link', { name: '99,00 € Outstanding, all open bills' })).toBeTruthy();
    expect(page.getByRole('link', { name: '1.200 Check-ins today' })).toBeTruthy();
    expect(page.getByRole('link', { name: '3 Pending requests' })).toBeTruthy();
  });

  it('asks again when the admin moves to another section, so an approval shows in the count', async () => {
    let pending = 3;
    server.use(trpcQuery('dashboard.keyNumbers', () => ({ ...NUMBERS, pendingRequests: pending })));
    const page = renderPage(<KeyNumbers />, { path: '/' });
    await page.findByRole('link', { name: '3 Pending requests' });

    pending = 2;
    page.location.navigate('/members');

    expect(await page.findByRole('link', { name: '2 Pending requests' })).toBeTruthy();
  });

  it('asks again as soon as an action on the page succeeds, so the figures agree with the list beside them', async () => {
    let pending = 1;
    server.use(
      trpcQuery('dashboard.keyNumbers', () => ({ ...NUMBERS, pendingRequests: pending })),
      trpcMutation('requests.approve', () => {
        pending = 0;
        return { ok: true };
      }),
    );
    function ApproveButton() {
      const approve = trpc.requests.approve.useMutation();
      return (
        <button type="button" onClick={() => approve.mutate({ requestId: 'r-1' })}>
          Approve
        </button>
      );
    }
    const page = renderPage(
      <>
        <KeyNumbers />
        <ApproveButton />
      </>,
      { path: '/requests' },
    );
    await page.findByRole('link', { name: '1 Pending requests' });
    await page.user.click(page.getByRole('button', { name: 'Approve' }));
    expect(await page.findByRole('link', { name: '0 Pending requests' })).toBeTruthy();
  });

  it('says so when the numbers cannot be loaded', async () => {
    server.use(
      trpcQuery('dashboard.keyNumbers', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const page = renderPage(<KeyNumbers />, { path: '/' });

    expect((await page.findByRole('alert')).textContent).toBe(
      'Could not load the key numbers. Reload the page to try again.',
    );
  });
});
