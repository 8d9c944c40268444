import type { MyMapCourse } from '#shared/schemas/course-map';
import { ArrowRight, Globe2 } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  CourseMap,
  MAP_ISSUE_DESCRIPTION,
  MAP_ISSUE_TITLE,
  MapLegend,
  WORLD_WIDGET_VIEW,
  useMyMapCourses,
} from '@/features/map';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';

const LEGEND = [
  { status: 'played', label: 'Played' },
  { status: 'bucket-list', label: 'Bucket List' },
  { status: 'private', label: 'Private Club' },
] as const;

/**
 * The world map widget (docs/product-rules.md#maps), in the Your Global Footprint card: the golfer's played
 * courses (green) and bucket-list courses (amber) on the shared map, private clubs larger and pulsing; on
 * failure the toast and the plain list.
 */
export function WorldMapCard() {
  return <WorldMap answer={useDeferredAnswer(useMyMapCourses())} />;
}

/** The card as its (deferred) answer renders it: skipped while the answer is the same. */
const WorldMap = memo(function WorldMap({
  answer: { data, error, isLoading },
}: {
  answer: Answer<MyMapCourse[]>;
}) {
  const { toast } = useToast();
  const points = useMemo(() => data ?? [], [data]);
  return (
    <Card>
      <CardHeader
        title="Your Global Footprint"
        description="Every course you have played or want to play, pinned on a map of the world."
        icon={<Globe2 />}
        aside={
          <Button asChild variant="ghost" size="sm">
            <Link to="/map">
              Full Map
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <CardContent className="world-map-card">
        {isLoading ? (
          <Skeleton height={WORLD_WIDGET_VIEW.height} width="100%" />
        ) : error ? (
          <p className="world-map-card__error" role="alert">
            Your courses could not be loaded for the map. Please reload the page.
          </p>
        ) : (
          <CourseMap
            points={points}
            label="World map of your played and bucket-list courses"
            initialView={WORLD_WIDGET_VIEW.initialView}
            minZoom={WORLD_WIDGET_VIEW.minZoom}
            maxZoom={WORLD_WIDGET_VIEW.maxZoom}
            height={WORLD_WIDGET_VIEW.height}
            deferUntilVisible
            // The world view (centre 20, 0; docs/product-rules.md#maps) is where the map starts for a golfer with no courses; at a widget's
            // width it shows neither Scotland nor New Zealand, so a golfer with courses sees them framed, clear
            // of the map's controls (map-bounds.ts), one course alone with its region around it (zoom 3 at most).
            fitToPoints
            fitMaxZoom={3}
            onLoadError={() =>
              toast({ title: MAP_ISSUE_TITLE, description: MAP_ISSUE_DESCRIPTION, variant: 'destructive' })
            }
          />
        )}
        <MapLegend items={LEGEND} />
      </CardContent>
    </Card>
  );
});
