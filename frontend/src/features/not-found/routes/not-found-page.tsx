import { ArrowLeft, Flag } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../shared/ui/button';
import './not-found-page.css';

/** Spec §2: 404 Page Not Found, with a developer-style hint, for signed-in and signed-out visitors alike. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
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
        <p className="not-found__hint">
          Developer hint: no route matches <code>{pathname}</code>. Did you forget to add the page to the
          router in <code>frontend/src/app/app-routes.tsx</code>?
        </p>
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
