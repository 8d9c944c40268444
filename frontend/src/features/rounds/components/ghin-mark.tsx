import { CloudDownload } from 'lucide-react';
import type { Round } from '#shared/schemas/round';
import { Badge } from '@/shared/ui/badge';
import { ghinMarkOf } from '../lib/ghin-round';

/** The "From GHIN" mark of a round linked to a GHIN score: its words say it, the icon only adds to them. */
export function GhinMark({ round }: { round: Pick<Round, 'ghinScoreId' | 'source'> }) {
  const mark = ghinMarkOf(round);
  if (!mark) return null;
  return (
    <Badge variant="outline" className="ghin-mark">
      <CloudDownload aria-hidden="true" />
      {mark}
    </Badge>
  );
}
