import { Camera } from 'lucide-react';
import { Badge } from '../../../shared/ui/badge';
import { Card, CardContent, CardHeader } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

/** Spec §2 Profile: photos of rounds with an uploaded image. Rounds (and their photos) arrive with their issue. */
export function PhotoGallery() {
  return (
    <Card>
      <CardHeader
        title="Photo Gallery"
        description="Pictures from your rounds."
        icon={<Camera />}
        aside={<Badge variant="neutral">0 photos</Badge>}
      />
      <CardContent>
        <EmptyState
          size="sm"
          icon={<Camera />}
          title="No photos yet"
          description="Photos you add to your rounds will appear here."
        />
      </CardContent>
    </Card>
  );
}
