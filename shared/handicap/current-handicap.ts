import { formatHandicapIndex } from './handicap-text';

/** How every screen says a golfer has no handicap: one style, wherever a handicap is shown. */
export const NO_HANDICAP_TEXT = 'N/A';

export type HandicapSource = 'ghin' | 'own';

export interface CurrentHandicap {
  /** Stored figure (WHS: a plus handicap is negative). */
  value: number;
  /** "+2.3", "12.4". */
  text: string;
  source: HandicapSource;
  /** Short tag beside the figure. */
  sourceLabel: string;
  /** The whole sentence, for screen readers and tooltips. */
  description: string;
}

export const HANDICAP_SOURCE_LABELS: Record<HandicapSource, { tag: string; description: string }> = {
  ghin: { tag: 'GHIN', description: "GHIN's official Handicap Index" },
  own: { tag: 'Own', description: 'Handicap Index you entered yourself' },
};

/**
 * The one handicap Fescue shows for a golfer, in the header, the dashboard's tile and Quick Stats and the
 * profile alike: GHIN's official index when there is one, else the golfer's own figure; null when neither.
 */
export function currentHandicap(user: {
  handicap: number | null;
  ghinHandicap: number | null;
}): CurrentHandicap | null {
  const pick =
    user.ghinHandicap != null
      ? { value: user.ghinHandicap, source: 'ghin' as const }
      : user.handicap != null
        ? { value: user.handicap, source: 'own' as const }
        : null;
  if (!pick) return null;
  const text = formatHandicapIndex(pick.value) ?? NO_HANDICAP_TEXT;
  const labels = HANDICAP_SOURCE_LABELS[pick.source];
  return {
    ...pick,
    text,
    sourceLabel: labels.tag,
    description: `${text}, ${labels.description}`,
  };
}
