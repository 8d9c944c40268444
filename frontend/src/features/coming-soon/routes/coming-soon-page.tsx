import { ArrowLeft, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { upcomingScreens, type UpcomingScreenId } from './screens';
import './coming-soon-page.css';

/** An honest placeholder for a screen another issue builds: what it will hold, and no invented data. */
export default function ComingSoonPage({ screen }: { screen: UpcomingScreenId }) {
  const { title, icon: Icon, summary, features } = upcomingScreens[screen];
  return (
    <div className="page-container coming-soon">
      <title>{`${title} · Fescue`}</title>
      <section className="coming-soon__panel" aria-labelledby="coming-soon-title">
        <span className="coming-soon__icon" aria-hidden="true">
          <Icon />
        </span>
        <Badge variant="soon">Coming soon</Badge>
        <h1 id="coming-soon-title" className="coming-soon__title">
          {title}
        </h1>
        <p className="coming-soon__summary">{summary}</p>
        <div className="coming-soon__features">
          <h2 className="coming-soon__features-title">What you will find here</h2>
          <ul>
            {features.map((feature) => (
              <li key={feature}>
                <Check aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <Button asChild variant="secondary">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </section>
    </div>
  );
}
