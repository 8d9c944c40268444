import { CloudOff, RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { reloadPage } from '@/shared/lib/browser-navigation';
import { announcePageLive } from './prerender/page-live';
import { useOnline } from '@/shared/offline/connectivity';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LogoMark } from '@/shared/ui/logo';
import './full-screen-status.css';
import './lazy-screen-boundary.css';

type Layout = 'full-screen' | 'page';

interface LazyScreenBoundaryProps {
  /** What shows while the screen's code downloads. */
  fallback: ReactNode;
  /** The whole window (no shell around it yet) or the page area inside the signed-in shell. */
  layout: Layout;
  /** A new value (the path) clears the failure: another screen in the shell may well load. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * Suspense for lazily loaded screens, with what React otherwise lacks: when a screen's code fails to download
 * (offline seconds after a first visit, before the service worker kept the screens; a deploy that replaced
 * the chunks) or the screen fails to render, the golfer gets a plain message and a Reload, not a blank page.
 */
export function LazyScreenBoundary({ fallback, layout, resetKey, children }: LazyScreenBoundaryProps) {
  return (
    <ScreenErrorBoundary layout={layout} resetKey={resetKey}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}

interface BoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

// A class: React has no hook that catches a child's render error (or a rejected lazy import).
class ScreenErrorBoundary extends Component<
  { layout: Layout; resetKey: string | undefined; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string | undefined },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ScreenLoadFailed layout={this.props.layout} /> : this.props.children;
  }
}

/**
 * React.lazy keeps a failed download's error for good, so only a page load tries again. Offline that load
 * would end on the browser's own offline page: the Reload waits for the connection to come back.
 */
export function ScreenLoadFailed({ layout }: { layout: Layout }) {
  const online = useOnline();
  // On a prerendered page, its Reload must answer at once (page-live.tsx).
  useEffect(announcePageLive, []);
  const title = online ? 'This screen could not open' : 'This screen needs a connection';
  const description = online
    ? 'Part of Fescue did not download, or something went wrong showing it. Reloading usually fixes it; your archive is safe.'
    : 'You are offline, and this device has not kept this screen yet. Reload it when you are back online.';
  const reload = online ? (
    <Button variant="secondary" onClick={reloadPage}>
      <RotateCcw aria-hidden="true" />
      Reload
    </Button>
  ) : null;

  // The failed screen would have named the tab; without it the document has no title at all.
  const documentTitle = <title>{`${title} · Fescue`}</title>;
  if (layout === 'full-screen') {
    return (
      <main className="full-screen-status" id="main" role="alert">
        {documentTitle}
        <LogoMark size={56} />
        <h1 className="full-screen-status__title">{title}</h1>
        <p className="full-screen-status__body">{description}</p>
        {reload}
      </main>
    );
  }
  return (
    <div className="page-container screen-load-failed" role="alert">
      {documentTitle}
      <EmptyState
        icon={online ? <TriangleAlert /> : <CloudOff />}
        title={
          <span role="heading" aria-level={1}>
            {title}
          </span>
        }
        description={description}
        action={reload}
      />
    </div>
  );
}
