// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/render.js';
import { siteSettings } from '../test/site-settings.js';
import { Pagination } from './Pagination.js';

afterEach(cleanup);

function PagedList({
  withHeading = false,
  withList = true,
  total = 45,
}: {
  withHeading?: boolean;
  withList?: boolean;
  total?: number;
}) {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div>
      <h2 ref={heading} tabIndex={-1}>
        Records
      </h2>
      {withList && (
        <ul aria-label="Records">
          <li>{`Item on page ${page}`}</li>
        </ul>
      )}
      <Pagination
        page={page}
        pageSize={20}
        total={total}
        onPageChange={setPage}
        label="Records"
        focusOnChange={withHeading ? heading : undefined}
      />
    </div>
  );
}

describe('Pagination', () => {
  it("counts the pages the gym's way", () => {
    renderPage(<PagedList total={24_680} />, { gym: siteSettings({ locale: 'de-DE', currency: 'EUR' }) });
    expect(screen.getByText('Page 1 of 1.234')).toBeTruthy();
  });

  it('moves focus to the new page of the list after Next, never to the page body', async () => {
    const user = userEvent.setup();
    renderPage(<PagedList />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Records' }));
  });

  it('keeps focus on the new page when the button pressed becomes disabled (the first page)', async () => {
    const user = userEvent.setup();
    renderPage(<PagedList />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Records' }));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('focuses the target the page gives it, e.g. the list heading', async () => {
    const user = userEvent.setup();
    renderPage(<PagedList withHeading />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Records' }));
  });

  it('falls back to the "Page X of Y" text when no list comes before it', async () => {
    const user = userEvent.setup();
    renderPage(<PagedList withList={false} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement?.textContent).toBe('Page 2 of 3');
  });

  it('does not take focus when the page changes for another reason', () => {
    renderPage(<Pagination page={2} pageSize={20} total={45} onPageChange={() => {}} label="Records" />);
    expect(document.activeElement).toBe(document.body);
  });
});
