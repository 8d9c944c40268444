import { Share2 } from 'lucide-react';
import { useState } from 'react';
import type { ShareKind } from '#shared/sharing/share-link';
import { lazyDialog } from '@/shared/lib/lazy-dialog';
import { Button } from '@/shared/ui/button';
import type { SharePanelDialogProps } from './share-panel-dialog';

const SharePanelDialog = lazyDialog<SharePanelDialogProps>(
  () => import('./share-panel-dialog'),
  (props) => props.open,
);

/**
 * Share by link (docs/product-rules.md, "Sharing"): publish a read-only page of the golfer's map and Passport
 * (or, with `kind` and `targetId`, a trip or a list), copy its address, choose whether photos show, and revoke
 * a link after confirming. The page shows no email, name, note or comment of the golfer.
 */
export function SharePanel({
  kind = 'profile',
  targetId,
  what = 'your map and Passport',
  buttonVariant = 'inverse',
}: {
  kind?: ShareKind;
  targetId?: string;
  /** What is shared, in the panel's sentences. */
  what?: string;
  buttonVariant?: 'inverse' | 'secondary';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={buttonVariant} onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <SharePanelDialog open={open} onOpenChange={setOpen} kind={kind} targetId={targetId} what={what} />
    </>
  );
}
