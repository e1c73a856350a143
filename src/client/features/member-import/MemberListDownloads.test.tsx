// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GOLD, OLD, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, type SessionUser, sessionAs } from '../../test/session.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { MembersSection } from '../members/MembersSection.js';

const server = setupMswServer();
const DESK: SessionUser = { id: 'u-desk', name: 'Dee Desk', email: 'dee@gym.test', role: 'frontdesk' };

function renderList(path: string, session: SessionUser) {
  server.use(
    sessionAs(session),
    trpcQuery('plans.list', [STANDARD, GOLD, OLD]),
    trpcQuery('members.list', { items: [], total: 0, page: 1, pageSize: 20 }),
  );
  return renderPage(<MembersSection />, { path, session });
}

describe('the Member List’s downloads', () => {
  it('Download CSV keeps the search and filters the list shows; admins also get Export all data and Import members', async () => {
    const page = renderList(`/members?q=zo%C3%AB&status=paused&plan=${GOLD.id}&overdue=1&page=3`, ADMIN);
    const link = await page.findByRole('link', { name: 'Download CSV' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost:3000');
    expect(url.pathname).toBe('/exports/members.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'zoë', status: 'paused', plan: GOLD.id, overdue: '1' });
    expect(page.getByRole('link', { name: 'Export all data' }).getAttribute('href')).toBe('/exports/gym.zip');
    expect(page.getByRole('button', { name: 'Import members' })).toBeTruthy();
  });

  it.each([
    ['/members?sort=balance&dir=asc', '/exports/members.csv?sort=balance&dir=asc'],
    ['/members?sort=joined&dir=desc', '/exports/members.csv?sort=joined'],
    ['/members?sort=name&dir=desc&q=bo', '/exports/members.csv?q=bo&dir=desc'],
  ])('Download CSV keeps the order %s shows, saying only what differs from the default', async (path, csv) => {
    const page = renderList(path, ADMIN);
    expect((await page.findByRole('link', { name: 'Download CSV' })).getAttribute('href')).toBe(csv);
  });

  it('the front desk may download the list, but not export the gym or import members', async () => {
    const page = renderList('/members', DESK);
    expect((await page.findByRole('link', { name: 'Download CSV' })).getAttribute('href')).toBe('/exports/members.csv');
    expect(page.queryByRole('link', { name: 'Export all data' })).toBeNull();
    expect(page.queryByRole('button', { name: 'Import members' })).toBeNull();
  });
});
