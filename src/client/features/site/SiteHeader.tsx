// The marketing pages' header (they do not show the app's navigation bar). On a phone the links fold
// behind a Menu button; from tablet width up they sit in one row and the button is hidden by CSS.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from './Icons.js';
import { SITE_LINKS } from './siteInfo.js';
import '../../site.css';

export function SiteHeader() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link href="/" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          GymDesk
        </Link>
        <nav aria-label="Site" className="site-nav" onKeyDown={closeOnEscape}>
          <button
            ref={buttonRef}
            type="button"
            className="btn btn-secondary site-menu-button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} size={20} />
            Menu
          </button>
          <ul id={listId} className="site-nav-list" data-open={open || undefined}>
            {SITE_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="site-nav-link"
                  aria-current={location === link.href ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/signup" className="btn btn-primary" onClick={() => setOpen(false)}>
                Get Started
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
