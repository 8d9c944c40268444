import { PlusCircle } from 'lucide-react';
import { Button } from '../../../shared/ui/button';

/** The one action every empty dashboard card offers, in one style: Add New Round. */
export function AddRoundAction({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <PlusCircle aria-hidden="true" />
      Add New Round
    </Button>
  );
}
