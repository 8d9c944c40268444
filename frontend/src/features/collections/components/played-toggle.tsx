import { Check } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { usePlayedIt } from '@/features/played';
import { refreshCollections } from '../api/collections';

/**
 * A list's "played" toggle for one course: a played mark (docs/product-rules.md#played-without-a-round) set
 * or taken away. A course with rounds logged is played by them: the toggle says so and cannot be turned off.
 */
export function PlayedToggle({ courseId, courseName }: { courseId: string; courseName: string }) {
  const { mutate } = useSWRConfig();
  const { state, ready, pending, save, remove } = usePlayedIt(courseId);
  if (state === 'rounds') {
    return (
      <span className="played-toggle played-toggle--rounds" title="Played: rounds logged">
        <Check aria-hidden="true" size={16} /> Played
      </span>
    );
  }
  const on = state === 'marked';
  const toggle = async () => {
    const changed = on ? await remove() : await save({});
    if (changed) await refreshCollections(mutate);
  };
  return (
    <button
      type="button"
      className={`played-toggle${on ? ' played-toggle--on' : ''}`}
      aria-pressed={on}
      aria-label={`Played ${courseName}`}
      disabled={!ready || pending}
      onClick={() => void toggle()}
    >
      <span className="played-toggle__box" aria-hidden="true">
        {on ? <Check size={14} /> : null}
      </span>
      Played
    </button>
  );
}
