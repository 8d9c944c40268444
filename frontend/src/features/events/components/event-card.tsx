import { CalendarDays, Crown, MapPin, Users } from 'lucide-react';
import type { GolfEvent } from '#shared/schemas/community';
import { formatDate } from '#shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { UpgradeToPremiumButton } from '@/features/premium';

interface EventCardProps {
  event: GolfEvent;
  isPremium: boolean;
  pending: boolean;
  onReserve: (event: GolfEvent) => void;
  onCancel: (event: GolfEvent) => void;
}

function dateText(event: GolfEvent): string {
  const start = formatDate(event.startDate) ?? event.startDate;
  return event.endDate && event.endDate !== event.startDate
    ? `${start} – ${formatDate(event.endDate) ?? event.endDate}`
    : start;
}

/**
 * An event (docs/product-rules.md#community-and-events): title, description, place, dates, price, N of M
 * spots filled, Reserve Spot or Sold Out.
 */
export function EventCard({ event, isPremium, pending, onReserve, onCancel }: EventCardProps) {
  const soldOut = event.spotsFilled >= event.maxAttendees;
  const spotsLeft = Math.max(0, event.maxAttendees - event.spotsFilled);
  const lockedOut = event.isPremiumOnly && !isPremium;
  return (
    <article className="event-card" aria-labelledby={`event-${event.id}`}>
      <div className="event-card__badges">
        <Badge variant="outline">{event.category}</Badge>
        {event.isPremiumOnly ? (
          <Badge variant="premium">
            <Crown aria-hidden="true" /> Premium
          </Badge>
        ) : null}
      </div>
      <h2 id={`event-${event.id}`}>{event.title}</h2>
      {event.description ? <p className="event-card__description">{event.description}</p> : null}
      <ul className="event-card__facts">
        <li>
          <MapPin aria-hidden="true" />
          {event.location}
        </li>
        <li>
          <CalendarDays aria-hidden="true" />
          {dateText(event)}
        </li>
        <li>
          <Users aria-hidden="true" />
          {event.spotsFilled} of {event.maxAttendees} spots filled
          <span className="event-card__left">({spotsLeft} left)</span>
        </li>
      </ul>
      <div className="event-card__footer">
        <span className="event-card__price">{event.price ?? 'Price on request'}</span>
        {event.reserved ? (
          <div className="event-card__reserved">
            <span>You have a spot</span>
            <Button variant="secondary" pending={pending} onClick={() => onCancel(event)}>
              Cancel Reservation
            </Button>
          </div>
        ) : soldOut ? (
          <Button disabled>Sold Out</Button>
        ) : lockedOut ? (
          <div className="event-card__locked">
            <span>Premium members only</span>
            <UpgradeToPremiumButton size="sm" />
          </div>
        ) : (
          <Button pending={pending} onClick={() => onReserve(event)}>
            Reserve Spot
          </Button>
        )}
      </div>
    </article>
  );
}
