import { Link } from 'wouter';
import { homeFor } from '../../shared/roles.js';
import { useSession, useSignOut } from '../features/session/useSession.js';
import { Button } from './Button.js';

/** The application bar: brand, then Dashboard and Logout for a signed-in user, else Sign In and Sign Up. */
export function NavBar() {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link href="/" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          GymDesk
        </Link>
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
