import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/shared/ui/logo';

/** The frame for signed-out screens without their own layout (the 404 page): the brand, then the content. */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="signed-out-header page-container">
        <Link to="/" className="signed-out-header__brand" aria-label="Fescue home">
          <Logo size={34} />
        </Link>
      </header>
      <main id="main" className="signed-out-main">
        {children}
      </main>
    </>
  );
}
