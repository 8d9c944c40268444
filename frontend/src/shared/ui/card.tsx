import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={clsx('card', className)} {...props} />;
}

interface CardHeaderProps extends Omit<DivProps, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level: sections of a page are h2, cards inside a section h3. */
  level?: 2 | 3;
  icon?: ReactNode;
  /** Right-aligned: a count, a link, an action. */
  aside?: ReactNode;
  titleId?: string;
}

export function CardHeader({
  title,
  description,
  level = 2,
  icon,
  aside,
  titleId,
  className,
  ...props
}: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx('card__header', className)} {...props}>
      <div className="card__heading">
        {icon ? (
          <span className="card__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <div>
          <Heading className="card__title" id={titleId}>
            {title}
          </Heading>
          {description ? <p className="card__description">{description}</p> : null}
        </div>
      </div>
      {aside ? <div className="card__aside">{aside}</div> : null}
    </div>
  );
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={clsx('card__content', className)} {...props} />;
}
