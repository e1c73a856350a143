// @vitest-environment jsdom
// The row menu from the keyboard: Enter or ArrowDown opens it on its first item, arrows move, Enter
// chooses, Escape closes without choosing and gives focus back to the button.
import { cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from './RowActionsMenu.js';

afterEach(cleanup);

function renderMenu() {
  const edit = vi.fn();
  const remove = vi.fn();
  const page = render(
    <RowActionsMenu
      rowName="Treadmill"
      actions={[
        { label: 'Edit…', onSelect: edit },
        { label: 'Archive…', onSelect: vi.fn(), disabled: true },
        { label: 'Delete…', onSelect: remove, destructive: true },
      ]}
    />,
  );
  const trigger = page.getByRole('button', { name: 'More actions for Treadmill' });
  return { page, trigger, edit, remove, user: userEvent.setup() };
}

describe('RowActionsMenu', () => {
  it('opens with Enter on its first item, skips a disabled one, and chooses with Enter', async () => {
    const { page, trigger, edit, remove, user } = renderMenu();
    expect(trigger.textContent).toBe('More…');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual([
      'Edit…',
      'Archive…',
      'Delete…',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(page.getByRole('menuitem', { name: 'Edit…' })));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(page.getByRole('menuitem', { name: 'Delete…' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
  });

  it('opens with ArrowDown, and Escape closes it choosing nothing, focus back on the button', async () => {
    const { page, trigger, edit, remove, user } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(page.getByRole('menuitem', { name: 'Edit…' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(edit).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows nothing when the row has no such actions', () => {
    const page = render(<RowActionsMenu rowName="Treadmill" actions={[]} />);
    expect(page.queryByRole('button')).toBeNull();
  });
});
