import { useLocation } from 'react-router-dom';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';

/**
 * 404 Page Not Found (docs/product-rules.md#screens-and-sign-in), for signed-in and signed-out visitors
 * alike. Golfers read only the golfer's words; the developer-style hint about the router shows in development
 * builds only.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFoundPanel
      body={
        <>
          This hole isn&apos;t on the card: there is no page at this address. Check the link, or head back to
          your dashboard.
        </>
      }
      hint={
        import.meta.env.DEV ? (
          <>
            Developer hint: no route matches <code>{pathname}</code>. Did you forget to add the page to the
            router in <code>frontend/src/app/app-routes.tsx</code>?
          </>
        ) : undefined
      }
    />
  );
}
