import { useLocation } from 'react-router-dom';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';

/** Spec §2: 404 Page Not Found, with a developer-style hint, for signed-in and signed-out visitors alike. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFoundPanel
      hint={
        <>
          Developer hint: no route matches <code>{pathname}</code>. Did you forget to add the page to the
          router in <code>frontend/src/app/app-routes.tsx</code>?
        </>
      }
    />
  );
}
