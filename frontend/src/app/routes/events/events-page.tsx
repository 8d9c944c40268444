import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { GolfEvent } from '#shared/schemas/community';
import type { User } from '#shared/schemas/user';
import { isHttpError } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { PageLoading } from '../../shell/page-loading';
import { useEvents, useReservation, CancelReservationDialog, EventCard } from '@/features/events';
import './events-page.css';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';

/**
 * Events (docs/product-rules.md#community-and-events): created by an operator; a seat is taken with a
 * conditional write. They need the golfer (premium or not), so a prerendered page waiting for the session
 * check holds their place.
 */
export default function EventsPage({ user }: { user: User | null }) {
  return user ? <Events user={user} /> : <PageLoading />;
}

function Events({ user }: { user: User }) {
  const { data, error, isLoading, mutate } = useEvents();
  const needsConnection = useNeedsConnection(error);
  const reservation = useReservation();
  const { toast } = useToast();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<GolfEvent | null>(null);

  const act = async (event: GolfEvent, action: 'reserve' | 'cancel') => {
    setPendingId(event.id);
    try {
      await reservation(event.id, action);
      toast({
        title: action === 'reserve' ? 'Spot Reserved' : 'Reservation Cancelled',
        description:
          action === 'reserve'
            ? `Your spot at ${event.title} is held.`
            : `Your spot at ${event.title} went back to other members.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: action === 'reserve' ? 'Reservation Failed' : 'Cancellation Failed',
        description:
          isHttpError(failure) && failure.body
            ? failure.body.message
            : 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
      void mutate();
    } finally {
      setPendingId(null);
    }
  };

  return (
    <div className="page-container events-page">
      <title>Events · Fescue</title>
      <header className="events-page__header">
        <h1>Events</h1>
        <p>Tournaments and golf tours for members. Reserve a spot while places are left.</p>
      </header>
      {isLoading ? (
        <div className="event-grid" role="status" aria-label="Loading events">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16rem" />
          ))}
        </div>
      ) : needsConnection ? (
        <NeedsConnection title="Events need a connection" onRetry={() => void mutate()} />
      ) : error ? (
        <EmptyState
          title="Could not load events"
          action={<Button onClick={() => void mutate()}>Try Again</Button>}
        />
      ) : data && data.events.length > 0 ? (
        <div className="event-grid">
          {data.events.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              isPremium={user.isPremium}
              pending={pendingId === event.id}
              onReserve={(e) => void act(e, 'reserve')}
              onCancel={setCancelling}
            />
          ))}
        </div>
      ) : (
        <EmptyState
          icon={<CalendarDays />}
          title="No upcoming events"
          description="Events appear here when the Fescue team announces them."
        />
      )}
      <CancelReservationDialog
        event={cancelling}
        pending={cancelling !== null && pendingId === cancelling.id}
        onOpenChange={(open) => !open && setCancelling(null)}
        onConfirm={(event) => void act(event, 'cancel').then(() => setCancelling(null))}
      />
    </div>
  );
}
