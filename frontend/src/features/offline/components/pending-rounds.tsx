import { CloudUpload, ImageOff, LogIn, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDate } from '#shared/format/date';
import type { CourseSearchResult } from '#shared/schemas/course';
import { FindOrCreateCourseDialog } from '@/features/course-picker';
import { loginUrl, navigateTo } from '@/shared/lib/browser-navigation';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/shared/ui/dialog';
import {
  discardOutboxEntry,
  retryOutboxEntry,
  syncNow,
  useOutbox,
  type OutboxStatus,
} from '../outbox-client';
import type { OutboxEntry } from '@/shared/offline/outbox-entry';

export const PENDING_LABEL = 'Saved on this device, will sync';

/**
 * Rounds saved on this device and not yet in the archive (docs/product-rules.md#offline), shown at once at
 * the top of the signed-in screens: "Saved on this device, will sync", or why the server refused one, with a
 * way to fix it (another course, no photo, try again) or discard it. Nothing shows while the outbox is empty.
 */
export function PendingRounds() {
  const { entries, status } = useOutbox();
  const { pathname } = useLocation();
  if (entries.length === 0) return null;
  const waiting = entries.filter((entry) => entry.state === 'pending').length;
  return (
    <section className="pending-rounds" aria-labelledby="pending-rounds-title">
      <div className="pending-rounds__header">
        <h2 id="pending-rounds-title" className="pending-rounds__title">
          <CloudUpload aria-hidden="true" />
          {entries.length === 1 ? 'A round on this device' : `${entries.length} rounds on this device`}
        </h2>
        <StatusLine status={status} waiting={waiting} pathname={pathname} />
      </div>
      <ul className="pending-rounds__list">
        {entries.map((entry) => (
          <PendingRound key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function StatusLine({
  status,
  waiting,
  pathname,
}: {
  status: OutboxStatus;
  waiting: number;
  pathname: string;
}) {
  if (status === 'waiting-for-sign-in') {
    return (
      <div className="pending-rounds__status">
        <p>Your session ended while offline. Sign in to sync; nothing here is lost.</p>
        <Button size="sm" onClick={() => navigateTo(loginUrl(pathname))}>
          <LogIn aria-hidden="true" />
          Sign in to sync
        </Button>
      </div>
    );
  }
  if (waiting === 0) return null;
  return (
    <div className="pending-rounds__status">
      <p aria-live="polite">
        {status === 'syncing' ? 'Syncing...' : 'They sync by themselves when you are online.'}
      </p>
      <Button
        size="sm"
        variant="secondary"
        pending={status === 'syncing'}
        onClick={() => void syncNow({ force: true })}
      >
        <RotateCcw aria-hidden="true" />
        Sync now
      </Button>
    </div>
  );
}

/** The photo kept on the device, shown from its blob (the URL revoked when the row goes). */
function usePhotoUrl(blob: Blob | undefined): string | null {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function PendingRound({ entry }: { entry: OutboxEntry }) {
  const photoUrl = usePhotoUrl(entry.photo?.blob);
  const [picking, setPicking] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [busy, setBusy] = useState(false);
  const parked = entry.state === 'parked';
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const playedOn = formatDate(entry.round.playedAt ?? entry.savedAt.slice(0, 10));
  return (
    <li className={parked ? 'pending-round pending-round--parked' : 'pending-round'}>
      <div className="pending-round__photo">
        {photoUrl ? <img src={photoUrl} alt="" width={56} height={56} /> : <CloudUpload aria-hidden="true" />}
      </div>
      <div className="pending-round__body">
        <p className="pending-round__course">{entry.course.name}</p>
        <p className="pending-round__meta">
          {entry.round.score} · {entry.round.holes} holes{playedOn ? ` · ${playedOn}` : ''}
        </p>
        {parked ? (
          <p className="pending-round__problem">
            <TriangleAlert aria-hidden="true" />
            Not synced: {entry.problem}
          </p>
        ) : (
          <p className="pending-round__state">{PENDING_LABEL}</p>
        )}
      </div>
      {parked ? (
        <div className="pending-round__actions">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setPicking(true)}>
            Pick another course
          </Button>
          {entry.photo ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => act(() => retryOutboxEntry(entry, { dropPhoto: true }))}
            >
              <ImageOff aria-hidden="true" />
              Send without photo
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => act(() => retryOutboxEntry(entry))}
          >
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={`Discard the round at ${entry.course.name}`}
            onClick={() => setConfirmingDiscard(true)}
          >
            <Trash2 aria-hidden="true" />
            Discard
          </Button>
        </div>
      ) : null}
      {/* The round exists only on this device: discarding it loses it for good, so it asks first. */}
      <Dialog open={confirmingDiscard} onOpenChange={setConfirmingDiscard}>
        <DialogContent
          role="alertdialog"
          title="Discard this round?"
          description={`The round at ${entry.course.name} is only on this device. Discarding it cannot be undone.`}
        >
          <div className="dialog-actions">
            <DialogClose asChild>
              <Button variant="secondary">Keep it</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirmingDiscard(false);
                act(() => discardOutboxEntry(entry.id));
              }}
            >
              Discard Round
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <FindOrCreateCourseDialog
        open={picking}
        onOpenChange={setPicking}
        onSelect={(course: CourseSearchResult) => act(() => retryOutboxEntry(entry, { course }))}
      />
    </li>
  );
}
