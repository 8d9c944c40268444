import {
  ArrowLeft,
  ChartNoAxesColumn,
  CircleAlert,
  Globe2,
  LockKeyhole,
  ShieldCheck,
  Target,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginUrl, navigateTo } from '@/shared/lib/browser-navigation';
import { Button } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';
import { LinksLandscape } from '@/features/auth';
import './login-page.css';

/**
 * docs/product-rules.md#screens-and-sign-in: the login page hands over to the identity provider by itself
 * after 2 s.
 */
export const LOGIN_AUTO_REDIRECT_MS = 2000;

const benefits = [
  { icon: Globe2, text: 'Track rounds at premium courses worldwide' },
  { icon: Target, text: 'GHIN handicap integration' },
  { icon: ChartNoAxesColumn, text: 'Analytics on every course, architect and mile' },
] as const;

const errorMessages: Record<string, string> = {
  signin_failed:
    'Sign-in did not complete, so you are still signed out. This can happen when the sign-in page is closed or takes too long.',
};

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');
  const target = loginUrl(params.get('returnTo'));
  // After a failed sign-in the visitor decides; no automatic second attempt.
  const [autoRedirect, setAutoRedirect] = useState(error === null);
  const [secondsLeft, setSecondsLeft] = useState(LOGIN_AUTO_REDIRECT_MS / 1000);

  useEffect(() => {
    if (!autoRedirect) return;
    const redirect = window.setTimeout(() => navigateTo(target), LOGIN_AUTO_REDIRECT_MS);
    const tick = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => {
      window.clearTimeout(redirect);
      window.clearInterval(tick);
    };
  }, [autoRedirect, target]);

  const continueNow = () => {
    setAutoRedirect(false);
    navigateTo(target);
  };

  return (
    <div className="login-screen">
      <title>Sign in · Fescue</title>
      <LinksLandscape className="login-screen__art" />
      <header className="login-screen__top">
        <Link to="/" className="login-screen__brand" aria-label="Fescue home">
          <Logo inverse />
        </Link>
      </header>
      <main className="login-screen__main" id="main">
        <section className="login-card" aria-labelledby="login-title">
          <span className="login-card__seal" aria-hidden="true">
            <LockKeyhole />
          </span>
          <h1 id="login-title" className="login-card__title">
            Secure Sign In
          </h1>
          <p className="login-card__intro">Welcome to Fescue, the archive of your golf travels.</p>

          {error !== null ? (
            <div className="login-card__alert" role="alert">
              <CircleAlert aria-hidden="true" />
              <div>
                <p className="login-card__alert-title">We couldn&apos;t sign you in</p>
                <p>
                  {errorMessages[error] ?? 'Something went wrong while signing you in.'} Please try again.
                </p>
              </div>
            </div>
          ) : null}

          <ul className="login-card__benefits">
            {benefits.map(({ icon: Icon, text }) => (
              <li key={text}>
                <span className="login-card__benefit-icon" aria-hidden="true">
                  <Icon />
                </span>
                {text}
              </li>
            ))}
          </ul>

          <Button size="lg" className="login-card__continue" onClick={continueNow}>
            {error !== null ? 'Try again' : 'Continue'}
          </Button>

          {autoRedirect ? (
            <div className="login-card__redirect">
              <div className="login-card__progress" aria-hidden="true">
                <span style={{ animationDuration: `${LOGIN_AUTO_REDIRECT_MS}ms` }} />
              </div>
              <p role="status">
                {/* At zero the browser is on its way (or the provider is slow): no "in 0 seconds". */}
                {secondsLeft > 0
                  ? `Taking you to secure sign-in in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}…`
                  : 'Taking you to secure sign-in…'}
              </p>
              <button type="button" className="login-card__stay" onClick={() => setAutoRedirect(false)}>
                Stay on this page
              </button>
            </div>
          ) : null}

          <p className="login-card__note">
            <ShieldCheck aria-hidden="true" />
            You sign in with your identity provider. Fescue never sees or stores your credentials.
          </p>

          <Button variant="ghost" className="login-card__back" onClick={() => navigate('/')}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Button>
        </section>
      </main>
    </div>
  );
}
