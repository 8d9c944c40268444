import { PenTool } from 'lucide-react';
import type { Passport } from '#shared/schemas/passport';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';

/** Architect cards show at most 9 (docs/product-rules.md#list-sizes). */
export const ARCHITECTS_SHOWN = 9;

/** The Architect Portfolio section: up to 9 architects, #1 on the first, and all of them in the dialog. */
export function ArchitectPortfolio({
  architects,
  onViewAll,
}: {
  architects: Passport['architects'];
  onViewAll: () => void;
}) {
  return (
    <Card className="passport-architects">
      <CardHeader
        title="Architect Portfolio"
        description="The designers whose courses you have walked."
        icon={<PenTool />}
        aside={
          architects.length > ARCHITECTS_SHOWN ? (
            <Button variant="ghost" size="sm" onClick={onViewAll}>
              View all {architects.length} architects
            </Button>
          ) : null
        }
      />
      <CardContent>
        {architects.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<PenTool />}
            title="No architects yet"
            description="Log a round to start your portfolio."
          />
        ) : (
          <ol className="passport-architects__list">
            {architects.slice(0, ARCHITECTS_SHOWN).map((entry, index) => (
              <li key={entry.architect}>
                <span className="passport-architects__name">
                  {entry.architect}
                  {index === 0 ? <Badge variant="premium">#1</Badge> : null}
                </span>
                <span className="passport-architects__count">
                  {entry.coursesPlayed} {entry.coursesPlayed === 1 ? 'course' : 'courses'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
