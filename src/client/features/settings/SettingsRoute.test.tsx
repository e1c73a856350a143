// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../../App.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, sessionAs } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TEST_ORIGIN, trpcQuery } from '../../test/trpc-msw.js';
import { IRON_HOUSE } from './settings-fixtures.js';

const server = setupMswServer();

describe('/admin/settings', () => {
  it('comes after the everyday sections, just before Staff, opens inside the admin area and names the tab', async () => {
    server.use(
      sessionAs(ADMIN),
      trpcQuery('settings.get', IRON_HOUSE),
      trpcQuery('site.settings', siteSettings()),
      // The dashboard's other panels are not this test's concern.
      http.all(`${TEST_ORIGIN}/trpc/:path`, () => new Promise<Response>(() => {})),
    );
    const page = renderPage(<App />, { path: '/admin/settings' });
    expect(await page.findByRole('heading', { level: 2, name: 'Gym' })).toBeTruthy();
    const nav = within(page.getByRole('navigation', { name: 'Admin sections' }));
    const links = nav.getAllByRole('link');
    expect(links.slice(-2).map((link) => link.textContent)).toEqual(['Settings', 'Staff']);
    expect(links.at(-2)?.getAttribute('href')).toBe('/admin/settings');
    expect(links.at(-2)?.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Settings — Admin — Your Gym'));
  });
});
