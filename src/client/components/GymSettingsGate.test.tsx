// @vitest-environment jsdom
// renderPage renders every page inside GymSettingsGate, as App does; gym: null makes it ask the server.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGymFormat } from '../lib/gym.js';
import { setupMswServer } from '../test/msw-server.js';
import { renderPage } from '../test/render.js';
import { gate } from '../test/session.js';
import { siteSettings } from '../test/site-settings.js';
import { TrpcError, trpcQuery } from '../test/trpc-msw.js';

const server = setupMswServer();

const BERLIN_GYM = siteSettings({ currency: 'EUR', locale: 'de-DE', timeZone: 'Europe/Berlin' });

/** A page that needs the gym's settings to say anything. */
function Price() {
  return <p>{`Day pass: ${useGymFormat().money(1250)}`}</p>;
}

describe('GymSettingsGate', () => {
  it("shows only 'Loading...' until the gym's settings arrive, then the page written the gym's way", async () => {
    const hold = gate();
    server.use(
      trpcQuery('site.settings', async () => {
        await hold.promise;
        return BERLIN_GYM;
      }),
    );
    renderPage(<Price />, { gym: null });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText(/Day pass/)).toBeNull();

    hold.release();
    expect(await screen.findByText('Day pass: 12,50 €')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why when the settings cannot be loaded, and Try again loads the page', async () => {
    let fail = true;
    const settings = vi.fn(() => {
      if (fail)
        throw new TrpcError({ code: 'SERVICE_UNAVAILABLE', message: 'The server is starting. Try again soon.' });
      return BERLIN_GYM;
    });
    server.use(trpcQuery('site.settings', settings));
    const page = renderPage(<Price />, { gym: null });
    expect((await screen.findByRole('alert')).textContent).toBe('The server is starting. Try again soon.');
    expect(screen.queryByText(/Day pass/)).toBeNull();

    fail = false;
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Day pass: 12,50 €')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(settings).toHaveBeenCalledTimes(2);
  });

  it('says so, instead of a blank page, when this browser cannot write the gym’s time zone', () => {
    // The server's Intl knew the zone; this browser's does not (an older one, a newer zone name).
    renderPage(<Price />, { gym: siteSettings({ timeZone: 'Mars/Olympus_Mons' }) });
    expect(screen.getByRole('alert').textContent).toBe(
      "This browser cannot show dates and amounts the gym's way (en-US, Mars/Olympus_Mons, USD). Please update the browser or use another one.",
    );
    expect(screen.queryByText(/Day pass/)).toBeNull();
  });

  it('renders the page at once when the settings are already known', () => {
    renderPage(<Price />, { gym: BERLIN_GYM });
    expect(screen.getByText('Day pass: 12,50 €')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
