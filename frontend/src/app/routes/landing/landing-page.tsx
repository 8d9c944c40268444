import { ArrowRight, BookMarked, Compass, Landmark, PenTool } from 'lucide-react';
import { Link } from 'react-router-dom';
import { arrivedFromAccountDeletion } from '@/shared/lib/account-deleted-notice';
import { Button } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';
import { SiteFooter } from '@/shared/ui/site-footer';
import { LinksLandscape } from '@/features/auth';
import './landing-page.css';
import { LANDING_ITALIC_TEXT } from '@/shared/styles/landing-italic-text';

const pillars = [
  {
    icon: BookMarked,
    title: 'A curated archive',
    body: 'Every round you log becomes a page in your own golf journal: the course, the score, the light on the last hole.',
  },
  {
    icon: PenTool,
    title: 'Architect portfolios',
    body: 'See whose work you have walked. Ross, MacKenzie, Tillinghast, Doak: your portfolio grows with every course.',
  },
  {
    icon: Landmark,
    title: 'Historic venues',
    body: 'Championship hosts and storied clubs are recognised as you play them, so the history is part of your record.',
  },
  {
    icon: Compass,
    title: 'Miles traveled',
    body: 'Countries, states and miles add up on your map: a clear picture of how far the game has taken you.',
  },
] as const;

const signedOutLinks = [
  { to: '/', label: 'Home' },
  { to: '/login', label: 'Sign in' },
] as const;

export default function LandingPage() {
  // Known on the first render, so the notice is there from the first paint.
  const deleted = arrivedFromAccountDeletion();
  return (
    <>
      <title>Fescue · Your golf travel archive</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="landing-topbar">
        <div className="page-container landing-topbar__inner">
          <Link to="/" className="landing-topbar__brand" aria-label="Fescue home">
            <Logo inverse />
          </Link>
          <Button asChild variant="inverse" size="sm">
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <section className="landing-hero" aria-labelledby="landing-title">
          <LinksLandscape className="landing-hero__art" />
          <div className="page-container landing-hero__content">
            {deleted ? (
              <p className="landing-notice" role="status">
                Your Fescue account and everything in it have been deleted. Thank you for playing with us.
              </p>
            ) : null}
            <p className="landing-hero__eyebrow">Fescue · The golf travel archive</p>
            <h1 id="landing-title" className="landing-hero__title">
              Your golf travels, kept <em>{LANDING_ITALIC_TEXT}</em>.
            </h1>
            <p className="landing-hero__lede">
              Fescue turns the courses you play into a curated archive: the architects whose work you have
              walked, the historic venues you have stood on, and every mile the game has carried you.
            </p>
            <div className="landing-hero__actions">
              <Button asChild variant="accent" size="lg">
                <Link to="/login">
                  Start Your Journey
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <a className="landing-hero__secondary" href="#features">
                See what Fescue keeps
              </a>
            </div>
          </div>
        </section>

        <section id="features" className="landing-features" aria-labelledby="features-title">
          <div className="page-container">
            <p className="landing-section-eyebrow">What you will keep</p>
            <h2 id="features-title" className="landing-section-title">
              More than a scorecard. A record of where golf has taken you.
            </h2>
            <ul className="landing-pillars">
              {pillars.map(({ icon: Icon, title, body }) => (
                <li key={title} className="landing-pillar">
                  <span className="landing-pillar__icon" aria-hidden="true">
                    <Icon />
                  </span>
                  <h3 className="landing-pillar__title">{title}</h3>
                  <p className="landing-pillar__body">{body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="landing-closing" aria-labelledby="closing-title">
          <div className="page-container landing-closing__inner">
            <div>
              <h2 id="closing-title" className="landing-closing__title">
                The first tee is a sign-in away.
              </h2>
              <p className="landing-closing__body">
                Sign in securely with your identity provider. Fescue never sees or stores your password.
              </p>
            </div>
            <Button asChild size="lg">
              <Link to="/login">
                {/* One wording for the page's sign-in buttons (the hero's). */}
                Start Your Journey
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter links={signedOutLinks} />
    </>
  );
}
