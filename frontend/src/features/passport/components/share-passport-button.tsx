import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Passport } from '#shared/schemas/passport';
import { Button } from '@/shared/ui/button';
import { useToast } from '@/shared/ui/toast';

/**
 * Download my passport: a PNG card made in the browser, ready to post. Shown (disabled) while the passport
 * loads, so that the hero's buttons do not move when it arrives.
 */
export function SharePassportButton({
  passport,
  cardName,
}: {
  passport: Passport | undefined;
  /** The name the card carries, read as it is made (the session may answer after the button renders). */
  cardName: () => string;
}) {
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const download = async () => {
    if (!passport) return;
    setPending(true);
    try {
      // Downloaded on the first press: the card's drawing and its world outline are not Passport's first screen.
      const { cardFigures, renderPassportCard } = await import('../lib/passport-card').catch(() => {
        throw new Error('The passport card could not be made. Check your connection and try again.');
      });
      const blob = await renderPassportCard(cardFigures(passport, cardName()));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'fescue-golf-passport.png';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast({
        title: 'Download Failed',
        description: error instanceof Error ? error.message : 'The passport card could not be made.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="inverse" pending={pending} disabled={!passport} onClick={() => void download()}>
      <Download aria-hidden="true" />
      Download my passport
    </Button>
  );
}
