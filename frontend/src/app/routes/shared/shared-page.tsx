import { Stamp } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { SHARE_TOKEN_PATTERN } from '#shared/sharing/share-link';
import { useSharedPage } from '@/features/sharing';
import { TileWallSkeleton } from '@/features/passport';
import { isHttpError } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Logo } from '@/shared/ui/logo';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';
import { Skeleton } from '@/shared/ui/skeleton';
import { LazyScreenBoundary } from '../../lazy-screen-boundary';
import { sharedViewComponents } from './shared-view-components';
import '../passport/passport-page.css';
import './shared-page.css';

/** A page someone shared, with no session and none of the app's menus: the brand, then the page. */
function SharedFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="signed-out-header page-container shared-page__header">
        <Link to="/" className="signed-out-header__brand" aria-label="Fescue home">
          <Logo size={34} />
        </Link>
        <p className="shared-page__tagline">A read-only page shared from Fescue</p>
      </header>
      <main id="main" className="signed-out-main">
        {children}
      </main>
    </>
  );
}

const GONE = (
  <>This shared page is not here: the link may have been revoked by the golfer who shared it, or mistyped.</>
);

/**
 * /s/{token} (docs/product-rules.md, "Sharing"): the page behind a share link, for anyone, signed in or not.
 * It reads GET /api/shared/{token} and shows the kind's component (shared-view-components.ts); a revoked or
 * unknown link shows the not-found page. The HTML the server sent carried the page's preview tags already.
 */
export default function SharedPage() {
  const { token = '' } = useParams();
  const valid = SHARE_TOKEN_PATTERN.test(token);
  const page = useSharedPage(valid ? token : 'invalid');
  if (!valid || isHttpError(page.error, 404) || isHttpError(page.error, 400)) {
    return (
      <SharedFrame>
        <NotFoundPanel body={GONE} />
      </SharedFrame>
    );
  }
  if (page.error && !page.data) {
    return (
      <SharedFrame>
        <div className="page-container shared-page">
          <EmptyState
            title="This page could not be loaded"
            description="Fescue could not be reached. Try again in a moment."
            action={<Button onClick={() => void page.mutate()}>Try Again</Button>}
          />
        </div>
      </SharedFrame>
    );
  }
  const View = page.data ? sharedViewComponents[page.data.kind] : undefined;
  if (page.data && !View) {
    return (
      <SharedFrame>
        <NotFoundPanel body={GONE} />
      </SharedFrame>
    );
  }
  return (
    <SharedFrame>
      <div className="page-container passport-page shared-page">
        <title>{page.data ? `${page.data.title} · Fescue` : 'Shared page · Fescue'}</title>
        <section className="passport-hero" aria-labelledby="shared-title">
          <div>
            <p className="passport-hero__eyebrow">
              <Stamp aria-hidden="true" /> Shared on Fescue
            </p>
            <h1 id="shared-title" className="passport-hero__title">
              {page.data ? page.data.title : <Skeleton width="14rem" height="2.5rem" />}
            </h1>
            <p className="passport-hero__tagline">
              {page.data ? page.data.description : <Skeleton width="20rem" height="1rem" />}
            </p>
          </div>
        </section>
        {page.data && View ? (
          <LazyScreenBoundary layout="page" fallback={<TileWallSkeleton />}>
            <View view={page.data.view} showPhotos={page.data.showPhotos} title={page.data.title} />
          </LazyScreenBoundary>
        ) : (
          <TileWallSkeleton />
        )}
      </div>
    </SharedFrame>
  );
}
