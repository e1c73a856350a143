// The marketing pages' header (they do not show the app's navigation bar). On a phone the links fold
// behind a Menu button; from tablet width up they sit in one row and the button is hidden by CSS.
// A signed-in visitor sees their own Dashboard and Sign Out instead of Sign In and Get Started.
import { Link, useLocation } from 'wouter';
import { homeFor } from '../../../shared/roles.js';
import { Button } from '../../components/Button.js';
import { GymBrand } from '../../components/GymBrand.js';
import { useDisclosure } from '../../lib/useDisclosure.js';
import { useSession, useSignOut } from '../session/useSession.js';
import { Icon } from './Icons.js';
import { SITE_LINKS } from './siteInfo.js';
import '../../site.css';

export function SiteHeader() {
  const [location] = useLocation();
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  const { open, setOpen, listId, buttonRef } = useDisclosure();

  const close = () => setOpen(false);
  const links = user ? SITE_LINKS.filter((link) => link.href !== '/signin') : SITE_LINKS;

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <GymBrand />
        <nav aria-label="Site" className="site-nav">
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
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="site-nav-link"
                  aria-current={location === link.href ? 'page' : undefined}
                  onClick={close}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            {user ? (
              <>
                <li>
                  <Link href={homeFor(user.role)} className="site-nav-link" onClick={close}>
                    Dashboard
                  </Link>
                </li>
                <li>
                  <Button onClick={signOut} pending={isPending}>
                    Sign Out
                  </Button>
                </li>
              </>
            ) : (
              <li>
                <Link href="/signup" className="btn btn-primary" onClick={close}>
                  Get Started
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
