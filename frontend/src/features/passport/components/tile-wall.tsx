import { Skeleton } from '@/shared/ui/skeleton';
import { TILE_GROUPS, type PassportTile } from './passport-tiles';

/**
 * The wall of statistic tiles, grouped; each tile is a button opening its dialog. `groupTitles` renames a
 * group's heading where the reader is not the golfer (a shared page: "Numbers", not "Your Numbers").
 */
export function TileWall({
  tiles,
  onOpen,
  groupTitles,
}: {
  tiles: PassportTile[];
  onOpen: (key: string) => void;
  groupTitles?: Readonly<Record<string, string>>;
}) {
  return (
    <div className="passport-wall">
      {TILE_GROUPS.map((group) => (
        <section
          key={group.key}
          className="passport-wall__group"
          aria-labelledby={`passport-group-${group.key}`}
        >
          <h2 id={`passport-group-${group.key}`} className="passport-wall__title">
            {groupTitles?.[group.key] ?? group.title}
          </h2>
          <div className="passport-wall__tiles">
            {tiles
              .filter((tile) => tile.group === group.key)
              .map((tile) => (
                <button
                  key={tile.key}
                  type="button"
                  className="passport-tile"
                  onClick={() => onOpen(tile.key)}
                  aria-haspopup="dialog"
                  data-tile={tile.key}
                >
                  <span className="passport-tile__label">{tile.label}</span>
                  <span className="passport-tile__value">{tile.value}</span>
                  <span className="passport-tile__caption">{tile.caption ?? '\u00a0'}</span>
                </button>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Tiles show "..." while loading (docs/product-rules.md#passport); the skeleton keeps each group's space. */
export function TileWallSkeleton() {
  return (
    <div className="passport-wall" aria-busy="true">
      {TILE_GROUPS.map((group) => (
        <section key={group.key} className="passport-wall__group" aria-label={group.title}>
          <h2 className="passport-wall__title">{group.title}</h2>
          <div className="passport-wall__tiles">
            {Array.from({ length: group.placeholders }, (_, index) => (
              <div key={index} className="passport-tile passport-tile--loading">
                <span className="passport-tile__label">
                  <Skeleton width="70%" height="0.9rem" />
                </span>
                <span className="passport-tile__value">...</span>
                <span className="passport-tile__caption">{'\u00a0'}</span>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
