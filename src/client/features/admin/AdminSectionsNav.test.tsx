// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { AdminSectionsNav } from './AdminSectionsNav.js';
import { ADMIN_SECTIONS } from './sections.js';

setupMswServer();

function openAt(path: string) {
  const page = renderPage(
    <Route path="/admin" nest>
      <AdminSectionsNav sections={ADMIN_SECTIONS} />
    </Route>,
    { path },
  );
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const button = within(nav).getByRole('button', { name: /^Sections/ });
  const list = nav.querySelector('ul') as HTMLUListElement;
  return { page, nav, button, list };
}

describe('AdminSectionsNav (the phone menu of admin sections)', () => {
  it('names the open section on its Sections button and starts closed', () => {
    const { button, list } = openAt('/admin/billing');
    expect(button.textContent).toContain('Billing');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(list.hasAttribute('data-open')).toBe(false);
  });

  it('opens from the keyboard, lists every section in full, and marks the current one', async () => {
    const { page, nav, button, list } = openAt('/admin/members/u-42');
    button.focus();
    await page.user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hasAttribute('data-open')).toBe(true);
    const current = within(nav).getByRole('link', { name: 'Member List' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Member Requests' }).getAttribute('href')).toBe('/admin/requests');
  });

  it('closes on Escape and gives focus back to the Sections button', async () => {
    const { page, button, list } = openAt('/admin');
    await page.user.click(button);
    await page.user.tab();
    expect(document.activeElement?.textContent).toBe('Member Requests');
    await page.user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes once a section is chosen and goes there', async () => {
    const { page, nav, button } = openAt('/admin');
    await page.user.click(button);
    await page.user.click(within(nav).getByRole('link', { name: 'Plans' }));
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/admin/plans'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('Plans');
  });
});
