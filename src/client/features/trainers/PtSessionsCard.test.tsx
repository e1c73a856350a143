// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { PtSessionsCard } from './PtSessionsCard.js';

const server = setupMswServer();

const pack = {
  id: 'p1',
  name: '10-session PT pack',
  sessionsTotal: 10,
  sessionsUsed: 3,
  sessionsLeft: 7,
  startsOn: '2026-03-01',
  expiresOn: '2026-08-27',
  usable: true,
};

describe('PtSessionsCard', () => {
  it('shows the sessions left on a PT pack the member holds', async () => {
    server.use(trpcQuery('ptPacks.mine', [pack]));
    const page = renderPage(<PtSessionsCard />, { path: '/member' });
    const heading = await page.findByRole('heading', { name: 'PT sessions left' });
    expect(heading.closest('section')?.textContent).toContain('7 sessions');
    expect(heading.closest('section')?.textContent).toContain('10-session PT pack');
  });
});
