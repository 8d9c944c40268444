import { CalendarHeart, Check, Crown, Headset, LineChart, MapPinned } from 'lucide-react';
import { UpgradeToPremiumButton } from '@/features/premium';
import { PREMIUM_PRICE_DOLLARS } from '#shared/schemas/community';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';

const benefits = [
  { icon: MapPinned, label: 'Premium Course Access' },
  { icon: LineChart, label: 'Advanced Analytics' },
  { icon: Headset, label: 'Priority Support' },
  { icon: CalendarHeart, label: 'Exclusive Events' },
] as const;

/** Premium costs 299 dollars a year (docs/product-rules.md#profile-and-premium). */
export const PREMIUM_PRICE_PER_YEAR = PREMIUM_PRICE_DOLLARS;

export function MembershipBenefits({ isPremium }: { isPremium: boolean }) {
  if (isPremium) {
    return (
      <Card className="membership membership--premium">
        <CardHeader
          title="Membership Benefits"
          description="Thank you for being a Premium member."
          icon={<Crown />}
        />
        <CardContent>
          <ul className="membership__list">
            {benefits.map(({ icon: Icon, label }) => (
              <li key={label}>
                <span className="membership__icon" aria-hidden="true">
                  <Icon />
                </span>
                {label}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="membership">
      <CardHeader title="Membership Benefits" description="Go further with Premium." icon={<Crown />} />
      <CardContent>
        <p className="membership__price">
          <span className="membership__amount">${PREMIUM_PRICE_PER_YEAR}</span>
          <span className="membership__period">per year</span>
        </p>
        <ul className="membership__list membership__list--compact">
          {benefits.map(({ label }) => (
            <li key={label}>
              <Check aria-hidden="true" className="membership__check" />
              {label}
            </li>
          ))}
        </ul>
        <UpgradeToPremiumButton className="membership__cta" />
        <p className="profile-card-note">
          Fescue takes no payment online: the button says how to become premium.
        </p>
      </CardContent>
    </Card>
  );
}
