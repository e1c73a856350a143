import { Link } from 'wouter';
import { MESSAGES } from '../../../shared/messages.js';

export function PendingApprovalPage() {
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
