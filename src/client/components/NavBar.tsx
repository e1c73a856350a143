import { Link, useLocation, useRouter } from 'wouter';
import { dashboardOf, homeFor } from '../../shared/roles.js';
import { useSession, useSignOut } from '../features/session/useSession.js';
import { Button } from './Button.js';
import { GymBrand } from './GymBrand.js';

/** The public site's pages, offered on the sign-in pages like on the marketing pages' header. */
const SITE_PAGES = [
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/contact', label: 'Contact' },
] as const;

/**
 * The application bar: the gym's brand, then Dashboard and Logout for a signed-in user, else Sign In and Sign
 * Up. Outside the dashboards (sign-in, sign-up, password pages, 404) it also links the public site.
 */
export function NavBar() {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  const [location] = useLocation();
  // Inside a nested route (the /admin sections) the location is relative to the nest's base.
  const { base } = useRouter();
  const onPublicPage = dashboardOf(`${base}${location}`.split('?')[0] ?? '') === null;
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <GymBrand />
        {onPublicPage && (
          <ul className="navbar-site">
            {SITE_PAGES.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.label}</Link>
              </li>
            ))}
          </ul>
        )}
        <div className="navbar-links">
          {user ? (
            <>
              <Link href={homeFor(user.role)}>Dashboard</Link>
              <Button variant="secondary" onClick={signOut} pending={isPending}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <Link href="/signin">Sign In</Link>
              <Link href="/signup" className="btn btn-primary">
                Sign Up
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
