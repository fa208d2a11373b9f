/** The not-found screen of part 1 section 2, for any path the router does not know. */
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="center-page">
      <div className="notice-card">
        <h1 className="not-found-code">404</h1>
        <p>This page has not been generated</p>
        <Link to="/" className="btn btn-primary">Back to home</Link>
      </div>
    </section>
  );
}
