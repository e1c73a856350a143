// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
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
    expect(page.getByRole('link', { name: '$1,234.50 Collected this month' }).getAttribute('href')).toBe('/reports');
    expect(page.getByRole('link', { name: '$99.00 Outstanding' }).getAttribute('href')).toBe('/billing?status=open');
    expect(page.getByRole('link', { name: '14 Check-ins today' }).getAttribute('href')).toBe('/check-in');
    expect(strip.getAttribute('aria-busy')).toBe('false');
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
