import { RotateCcw } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { LogoMark } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';
import './full-screen-status.css';

/** While the auth state loads, a full-screen Loading message (docs/product-rules.md#screens-and-sign-in). */
export function FullScreenLoading({ message = 'Loading...' }: { message?: string }) {
  return (
    <main className="full-screen-status" id="main">
      <LogoMark size={56} />
      <p className="full-screen-status__message" role="status">
        <Spinner size="sm" label={null} />
        {message}
      </p>
    </main>
  );
}

/** The API did not answer the session check: say so plainly and offer a retry. */
export function FullScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="full-screen-status" id="main">
      <LogoMark size={56} />
      <h1 className="full-screen-status__title">Fescue can&apos;t be reached right now</h1>
      <p className="full-screen-status__body">
        We couldn&apos;t check whether you are signed in. Your archive is safe; please try again in a moment.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </main>
  );
}
