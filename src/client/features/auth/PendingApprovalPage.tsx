// /pending-approval says the spec's "under review" only to someone whose registration is pending
// (signed in, no role yet). An approved user is sent to their own dashboard; a visitor who never
// signed up (or whose session ended) gets a short explanation and the ways in.
import { Link, Redirect } from 'wouter';
import { MESSAGES } from '../../../shared/messages.js';
import { homeFor } from '../../../shared/roles.js';
import { useSession } from '../session/useSession.js';

export function PendingApprovalPage() {
  const { user } = useSession();
  if (user?.role) return <Redirect to={homeFor(user.role)} replace />;
  if (!user) return <NoRegistration />;
  const [title, ...rest] = MESSAGES.pendingApproval.split(': ');
  return (
    <main className="auth-page">
      <section className="card auth-card" aria-labelledby="pending-title">
        <h1 id="pending-title">Thanks for signing up</h1>
        <div className="alert alert-info" role="status">
          <strong>{title}:</strong> {rest.join(': ')}
        </div>
        <p className="muted">
          An administrator reviews new registrations. Once approved, sign in to reach your dashboard.
        </p>
        <Link href="/" className="btn btn-primary btn-block">
          Return to Home
        </Link>
      </section>
    </main>
  );
}

function NoRegistration() {
  return (
    <main className="auth-page">
      <section className="card auth-card" aria-labelledby="pending-title">
        <h1 id="pending-title">Registration Pending</h1>
        <p>
          This page shows the state of a registration waiting for an administrator's approval. Sign in to see yours, or
          create an account to register.
        </p>
        <div className="auth-actions">
          <Link href="/signin" className="btn btn-primary">
            Sign In
          </Link>
          <Link href="/signup" className="btn btn-secondary">
            Get Started
          </Link>
        </div>
        <p className="auth-aside">
          <Link href="/">Return to Home</Link>
        </p>
      </section>
    </main>
  );
}
