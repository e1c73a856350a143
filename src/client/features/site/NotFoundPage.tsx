import { Link } from 'wouter';
import '../../site.css';

export function NotFoundPage() {
  return (
    <main className="auth-page">
      <section className="card auth-card site-not-found" aria-labelledby="not-found-title">
        <p className="site-not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Page not found</h1>
        <p className="muted">The page you are looking for does not exist or may have moved.</p>
        <Link href="/" className="btn btn-primary btn-block">
          Go to the home page
        </Link>
      </section>
    </main>
  );
}
