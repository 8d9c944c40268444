import { Share2 } from 'lucide-react';
import { useState } from 'react';
import type { YearInGolf } from '#shared/year-in-golf/year-in-golf-schema';
import { renderShareCard, shareOrDownload } from '@/shared/share-card/share-card';
import { Button } from '@/shared/ui/button';
import { useToast } from '@/shared/ui/toast';
import { yearCard, yearCardFileName } from '../lib/year-card';

/**
 * Share my year: the app's share card (as the Passport's is made) with the year's figures, handed to the
 * device's share sheet where it can take a file, else downloaded. Shown (disabled) while the year loads.
 */
export function ShareYearButton({ answer, name }: { answer: YearInGolf | undefined; name: string }) {
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const share = async () => {
    if (!answer?.figures) return;
    setPending(true);
    try {
      const blob = await renderShareCard(yearCard(answer, name));
      await shareOrDownload(blob, yearCardFileName(answer.year), `My ${answer.year} in golf`);
    } catch (error) {
      toast({
        title: 'Image Not Made',
        description: error instanceof Error ? error.message : 'The image of your year could not be made.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="inverse" pending={pending} disabled={!answer?.figures} onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share my year
    </Button>
  );
}
