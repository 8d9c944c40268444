import { PlusCircle } from 'lucide-react';
import { Button } from '@/shared/ui/button';

/**
 * The one action every empty dashboard card offers, in one style: it opens Add New Round. Worded for the
 * golfer with no rounds yet, and so that "Add New Round" stays the hero's button alone.
 */
export function AddRoundAction({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <PlusCircle aria-hidden="true" />
      Add your first round
    </Button>
  );
}
