import { CloudOff, RotateCcw } from 'lucide-react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { useOnline } from '../connectivity';
import { isOfflineError } from '../read-through-device';

export const NEEDS_CONNECTION_DESCRIPTION =
  'This device has not kept a copy of it yet. It will load when you are back online.';

/**
 * Whether a read failed for want of a network rather than because Fescue refused or broke: the browser says
 * it is offline, or no answer came at all and the device kept no copy. Such a screen says it needs a
 * connection; "Fescue did not answer" or "something went wrong" would blame the server for the golfer's signal.
 */
export function useNeedsConnection(error: unknown): boolean {
  const online = useOnline();
  return error !== undefined && error !== null && (!online || isOfflineError(error));
}

/**
 * A screen (or a part of one) the device has no copy of, shown offline. It loads by itself when the browser
 * says the connection is back; while the browser claims a connection that does not answer (one bar), a retry
 * is offered too.
 */
export function NeedsConnection({
  title,
  onRetry,
  size,
}: {
  title: string;
  onRetry?: () => void;
  size?: 'sm' | 'md';
}) {
  const online = useOnline();
  return (
    <EmptyState
      size={size}
      icon={<CloudOff />}
      title={title}
      description={NEEDS_CONNECTION_DESCRIPTION}
      action={online && onRetry ? <TryAgainButton onClick={onRetry} /> : null}
    />
  );
}

/**
 * A read that failed with a connection: Fescue refused or did not answer. Says so (the golfer's data is not at
 * fault) and offers a retry. The pair of NeedsConnection, for screens that tell the two apart.
 */
export function CouldNotLoad({
  title,
  description = 'Fescue did not answer just now. Please try again.',
  onRetry,
  size,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
  size?: 'sm' | 'md';
}) {
  return (
    <EmptyState
      size={size}
      title={title}
      description={description}
      action={<TryAgainButton onClick={onRetry} />}
    />
  );
}

function TryAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <RotateCcw aria-hidden="true" />
      Try again
    </Button>
  );
}
