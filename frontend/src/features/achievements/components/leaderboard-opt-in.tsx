import { useId } from 'react';
import { Switch } from '@/shared/ui/switch';
import { useToast } from '@/shared/ui/toast';
import { useLeaderboard, useSetLeaderboardOptIn } from '../api/leaderboard-api';
import './leaderboard-opt-in.css';

/**
 * The golfer's choice to appear on the leaderboard and in the community's Featured Members (off by default),
 * shown on the profile and on the Leaderboard screen.
 */
export function LeaderboardOptIn() {
  const { data } = useLeaderboard();
  const { trigger, isMutating } = useSetLeaderboardOptIn();
  const { toast } = useToast();
  const switchId = useId();
  const noteId = useId();

  const change = async (optIn: boolean) => {
    try {
      await trigger(optIn);
      toast({
        title: optIn ? 'You are on the leaderboard' : 'You left the leaderboard',
        description: optIn
          ? 'Members see your first name, last initial, prestige points and countries.'
          : 'Your name no longer appears to other members.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update your leaderboard choice. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="leaderboard-opt-in">
      <div className="leaderboard-opt-in__row">
        <label htmlFor={switchId}>Show me on the leaderboard</label>
        <Switch
          id={switchId}
          aria-describedby={noteId}
          checked={data?.optIn ?? false}
          disabled={!data || isMutating}
          onCheckedChange={(checked) => void change(checked)}
        />
      </div>
      <p id={noteId} className="leaderboard-opt-in__note">
        Off unless you turn it on. Members then see your first name, last initial, prestige points and
        countries.
      </p>
    </div>
  );
}
