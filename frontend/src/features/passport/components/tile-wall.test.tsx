// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PassportTile } from './passport-tiles';
import { TileWall, TileWallSkeleton } from './tile-wall';

const tile = (key: string, label: string): PassportTile => ({
  key,
  group: 'simple',
  label,
  value: '12',
  description: '',
  body: null,
});

const parts = (element: Element) => Array.from(element.children).map((child) => child.className);

describe('the tile wall', () => {
  it('gives every tile the label, value and caption rows its neighbours line up on, loaded or loading', () => {
    const { container: loaded } = render(
      <TileWall
        tiles={[tile('short', 'Courses'), tile('long', 'Longest Walk Between Two Rounds in One Day')]}
        onOpen={() => undefined}
      />,
    );
    const rows = ['passport-tile__label', 'passport-tile__value', 'passport-tile__caption'];
    const tiles = loaded.querySelectorAll('.passport-tile');
    expect(tiles).toHaveLength(2);
    tiles.forEach((element) => expect(parts(element)).toEqual(rows));

    // The skeleton's label placeholder sits in the label row, which keeps two lines of room, so the wall
    // does not grow when a long label arrives.
    const { container: loading } = render(<TileWallSkeleton />);
    const placeholders = loading.querySelectorAll('.passport-tile--loading');
    expect(placeholders.length).toBeGreaterThan(0);
    placeholders.forEach((element) => expect(parts(element)).toEqual(rows));
  });

  it('keeps the whole label for screen readers however it wraps', () => {
    const label = 'Longest Walk Between Two Rounds in One Day';
    const { getByRole } = render(<TileWall tiles={[tile('long', label)]} onOpen={() => undefined} />);
    expect(getByRole('button', { name: new RegExp(label) })).toBeInTheDocument();
  });
});
