import { useSessionExpiredRedirect } from '../lib/use-unauthorized-redirect';
import { RATING_KEYS, type Round } from '../../../../shared/schemas/round';
import { useUpdateRound } from '../api/rounds/update-round';
import { isHttpError } from '../api/http';
import { ExperienceRatingDialog } from '../round-form/components/experience-rating-dialog';
import type { RoundRatings } from '../round-form/rating-summary';
import { useToast } from '../ui/toast';

export { SESSION_EXPIRED_REDIRECT_MS } from '../lib/use-unauthorized-redirect';

export interface RateRoundDialogProps {
  /** The round whose course is rated; null closes the dialog. */
  round: Round | null;
  onOpenChange: (open: boolean) => void;
}

function ratingsOf(round: Round): RoundRatings {
  return Object.fromEntries(RATING_KEYS.map((key) => [key, round[key]])) as RoundRatings;
}

/**
 * Rate Course (spec §2 Recent Rounds, Round History's Rate): the Rate Your Experience categories for the
 * course of one round, saved on that round at once (PATCH of its nine ratings), so the stars and sub-scores
 * everywhere follow. Spec §8: Rating Submitted! on success, Session Expired on a 401.
 */
export default function RateRoundDialog({ round, onOpenChange }: RateRoundDialogProps) {
  const { toast } = useToast();
  const sessionExpired = useSessionExpiredRedirect();
  const { trigger } = useUpdateRound(round?.id ?? '');
  if (!round) return null;

  const submit = async (ratings: RoundRatings): Promise<boolean> => {
    try {
      await trigger(ratings);
    } catch (error) {
      if (isHttpError(error, 401)) {
        sessionExpired(window.location.pathname);
      } else {
        toast({
          title: 'Rating Failed',
          description: 'Your rating could not be saved. Please try again.',
          variant: 'destructive',
        });
      }
      return false;
    }
    toast({
      title: 'Rating Submitted!',
      description: 'Your detailed course rating has been saved and will help other members.',
      variant: 'success',
    });
    return true;
  };

  return (
    <ExperienceRatingDialog
      open
      onOpenChange={onOpenChange}
      courseName={round.course?.name ?? null}
      ratings={ratingsOf(round)}
      onApply={submit}
      submitLabel="Submit Rating"
      requireRating
    />
  );
}
