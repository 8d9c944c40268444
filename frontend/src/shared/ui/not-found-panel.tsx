import { ArrowLeft, Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './button';
import './not-found-panel.css';

interface NotFoundPanelProps {
  /**
   * The router's developer-style hint (unknown routes); left out where the page speaks to golfers instead.
   */
  hint?: ReactNode;
  /** What to say instead of the generic line, for a page whose record does not exist. */
  body?: ReactNode;
  /** A way on besides Back to Home (Club Profiles, to search for a course). */
  action?: ReactNode;
}

/**
 * 404 Page Not Found (docs/product-rules.md#screens-and-sign-in): for unknown routes (with its
 * developer-style hint), and for pages whose record does not exist (a course id no course has), in words for
 * golfers.
 */
export function NotFoundPanel({ hint, body, action }: NotFoundPanelProps) {
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
          {body ?? <>This hole isn&apos;t on the card. The page you were looking for doesn&apos;t exist.</>}
        </p>
        {hint ? <p className="not-found__hint">{hint}</p> : null}
        <div className="not-found__actions">
          {action}
          <Button asChild variant={action ? 'secondary' : 'primary'}>
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
