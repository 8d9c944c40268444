import { ArrowLeft, Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './button';
import './not-found-panel.css';

/**
 * Spec §2's 404 Page Not Found with its developer-style hint: for unknown routes, and for pages whose
 * record does not exist (a course id no course has).
 */
export function NotFoundPanel({ hint }: { hint: ReactNode }) {
  return (
    <div className="not-found">
      <title>Page not found · Fescue</title>
      <section className="not-found__card" aria-labelledby="not-found-title">
        <span className="not-found__icon" aria-hidden="true">
          <Flag />
        </span>
        <p className="not-found__code">404</p>
        <h1 id="not-found-title" className="not-found__title">
          Page Not Found
        </h1>
        <p className="not-found__body">
          This hole isn&apos;t on the card. The page you were looking for doesn&apos;t exist.
        </p>
        <p className="not-found__hint">{hint}</p>
        <Button asChild>
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </section>
    </div>
  );
}
