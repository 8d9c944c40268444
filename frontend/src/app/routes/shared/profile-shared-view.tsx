import { useMemo, useState } from 'react';
import { publicProfileViewSchema } from '#shared/sharing/profile-view';
import { DEFAULT_SHARE_TITLES } from '#shared/sharing/share-link';
import { PassportMap, TileWall, buildTiles } from '@/features/passport';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import type { SharedViewProps } from './shared-view-props';

/**
 * A shared map and Passport (kind 'profile'): the Passport's tiles, read-only (their dialogs list, nothing
 * edits), the destinations on the map, and the golfer's photos when they chose to show them.
 */
/**
 * The Passport's "Your Numbers" is the golfer speaking to themselves; a stranger reads "Numbers", or the
 * numbers of the title the golfer gave the link.
 */
export function sharedNumbersTitle(title: string): string {
  return title === DEFAULT_SHARE_TITLES.profile || title === '' ? 'Numbers' : `${title}’s numbers`;
}

export default function ProfileSharedView({ view, title }: SharedViewProps) {
  const { passport, photos } = useMemo(() => publicProfileViewSchema.parse(view), [view]);
  const [tile, setTile] = useState<string | null>(null);
  const byId = useMemo(() => new Map(passport.courses.map((c) => [c.id, c])), [passport]);
  const tiles = buildTiles(passport, (id) => byId.get(id), { editingRoundId: null }, 'visitor');
  const openTile = tiles.find((t) => t.key === tile);
  return (
    <>
      <TileWall tiles={tiles} onOpen={setTile} groupTitles={{ simple: sharedNumbersTitle(title) }} />
      <Dialog open={openTile !== undefined} onOpenChange={(open) => !open && setTile(null)}>
        {openTile ? (
          <DialogContent
            title={openTile.label}
            description={openTile.description}
            className="passport-dialog"
          >
            <p className="passport-dialog__figure">
              {openTile.value}
              {openTile.caption ? <span> · {openTile.caption}</span> : null}
            </p>
            {openTile.body}
          </DialogContent>
        ) : null}
      </Dialog>
      <section className="shared-page__section" aria-labelledby="shared-map-title">
        <h2 id="shared-map-title" className="passport-wall__title">
          The map
        </h2>
        <PassportMap destinations={passport.courses} onBoundsChange={() => undefined} />
      </section>
      {photos.length > 0 ? (
        <section className="shared-page__section" aria-labelledby="shared-photos-title">
          <h2 id="shared-photos-title" className="passport-wall__title">
            Photos
          </h2>
          <ul className="shared-page__photos">
            {photos.map((photo) => (
              <li key={photo.url}>
                <img src={photo.url} alt="A round’s photo" loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
