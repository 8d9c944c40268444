import { Crown } from 'lucide-react';
import { useState } from 'react';
import { PREMIUM_PRICE_DOLLARS } from '#shared/schemas/community';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import './upgrade-to-premium.css';

/**
 * Upgrade to Premium (299 dollars a year, docs/product-rules.md#profile-and-premium). Fescue takes no
 * payment: on this deployment an operator makes a membership premium, so the button explains how, instead of
 * doing nothing.
 */
export function UpgradeToPremiumButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="accent" {...props} onClick={() => setOpen(true)}>
        <Crown aria-hidden="true" />
        Upgrade to Premium
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Becoming a Premium member"
          description={`Premium is $${PREMIUM_PRICE_DOLLARS} per year.`}
        >
          <div className="upgrade-explainer">
            <p>
              This Fescue site takes no payments online. Premium memberships are set by the people who run it:
              ask your Fescue operator to upgrade your account, giving the email you sign in with.
            </p>
            <p>
              Once they have, sign in again and you will see the PREMIUM badge, your Membership Benefits and
              the premium-only events.
            </p>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Got it
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
