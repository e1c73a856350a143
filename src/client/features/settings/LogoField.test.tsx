// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_MAX_BYTES } from '../../../shared/settings.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import { adminSettings, IRON_HOUSE, settingsState } from './settings-fixtures.js';
import { input, part, renderSettings, siteState } from './settings-testbed.js';

const server = setupMswServer();

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const pngFile = (bytes: Uint8Array<ArrayBuffer> = PNG_BYTES) => new File([bytes], 'logo.png', { type: 'image/png' });

async function openAt(settings = adminSettings()) {
  const site = siteState(server);
  const { state, get, handler } = settingsState(settings);
  server.use(handler);
  const page = renderSettings();
  await page.findByRole('heading', { name: 'Gym' });
  const gym = part(page, 'Gym');
  return { page, site, state, get, gym, logo: () => input(gym, 'Logo') };
}

describe('SettingsSection: the logo', () => {
  it('uploads a chosen file as base64, says so with focus, and shows the new logo', async () => {
    const { page, gym, state, get, site, logo } = await openAt();
    expect(gym.getByText('No logo yet.')).toBeTruthy();
    expect(gym.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    expect(logo().getAttribute('accept')).toBe('image/png,image/jpeg,image/svg+xml');
    const setLogo = vi.fn((_input: { base64: string }) => {
      state.row = { ...state.row, logo: { type: 'image/png', version: 4 }, logoUrl: '/gym/logo?v=4' };
      return { version: 4, logoUrl: '/gym/logo?v=4' };
    });
    server.use(trpcMutation('settings.setLogo', setLogo));

    await page.user.upload(logo(), pngFile());
    const message = await gym.findByText('Logo saved.');
    expect(message.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(setLogo).toHaveBeenCalledExactlyOnceWith({ base64: Buffer.from(PNG_BYTES).toString('base64') });
    expect(gym.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe('/gym/logo?v=4');
    expect(gym.getByRole('button', { name: 'Remove logo' })).toBeTruthy();
    expect(logo().value).toBe('');
    expect(get).toHaveBeenCalledTimes(2);
    expect(site.settings).toHaveBeenCalledTimes(2);
  });

  it('refuses a file over 512 KB in the browser, with the server’s words, and sends nothing', async () => {
    const { page, gym, logo } = await openAt();
    const setLogo = vi.fn();
    server.use(trpcMutation('settings.setLogo', setLogo));

    await page.user.upload(logo(), pngFile(new Uint8Array(LOGO_MAX_BYTES + 1)));
    const field = logo();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(gym.getByText('The logo must be at most 512 KB.')).toBeTruthy();
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'The logo must be at most 512 KB.',
    );
    expect(document.activeElement).toBe(field);
    expect(setLogo).not.toHaveBeenCalled();

    // Exactly 512 KB is fine.
    server.use(trpcMutation('settings.setLogo', () => ({ version: 4, logoUrl: '/gym/logo?v=4' })));
    await page.user.upload(logo(), pngFile(new Uint8Array(LOGO_MAX_BYTES)));
    expect(await gym.findByText('Logo saved.')).toBeTruthy();
    expect(gym.queryByText('The logo must be at most 512 KB.')).toBeNull();
  });

  it("shows the server's refusal beside the field and keeps the current logo", async () => {
    const { page, gym, logo } = await openAt(IRON_HOUSE);
    const refusal =
      'This SVG contains scripts, web content or links to other files. Save it as a plain SVG or as a PNG and try again.';
    server.use(
      trpcMutation('settings.setLogo', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message: refusal, fieldErrors: { base64: refusal } });
      }),
    );
    await page.user.type(input(gym, 'Gym name'), ' Leeds');
    const svg = new File(['<svg onload="alert(1)"></svg>'], 'logo.svg', { type: 'image/svg+xml' });
    await page.user.upload(logo(), svg);

    const field = logo();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(gym.getByText(refusal)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(gym.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe('/gym/logo?v=7');
    expect(gym.queryByText('Logo saved.')).toBeNull();
    // The details typed beside it are untouched.
    expect(input(gym, 'Gym name').value).toBe('Iron House Leeds');
  });

  it('removes the logo, says so with focus, and shows that there is none', async () => {
    const { page, gym, state } = await openAt(IRON_HOUSE);
    const removeLogo = vi.fn(() => {
      state.row = { ...state.row, logo: null, logoUrl: null };
      return { version: 8 };
    });
    server.use(trpcMutation('settings.removeLogo', removeLogo));

    await page.user.click(gym.getByRole('button', { name: 'Remove logo' }));
    const message = await gym.findByText('Logo removed.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(removeLogo).toHaveBeenCalledOnce();
    expect(gym.getByText('No logo yet.')).toBeTruthy();
    expect(gym.queryByRole('img', { name: 'Current logo' })).toBeNull();
    expect(gym.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });

  it('says so when the logo could not be removed', async () => {
    const { page, gym } = await openAt(IRON_HOUSE);
    server.use(
      trpcMutation('settings.removeLogo', () => {
        throw new TrpcError({ code: 'SERVICE_UNAVAILABLE', message: 'The database is busy. Try again in a moment.' });
      }),
    );
    await page.user.click(gym.getByRole('button', { name: 'Remove logo' }));
    const failed = await gym.findByRole('alert');
    expect(failed.textContent).toBe('The database is busy. Try again in a moment.');
    await waitFor(() => expect(document.activeElement).toBe(failed));
    expect(gym.getByRole('img', { name: 'Current logo' })).toBeTruthy();
  });
});
