import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import { CLUSTER_COUNT_LAYER, CLUSTER_LAYER, MINE_LAYER, withCourseLayers } from './course-layers';

const base: StyleSpecification = { version: 8, sources: {}, layers: [{ id: 'land', type: 'background' }] };
const empty = { type: 'FeatureCollection' as const, features: [] };

describe('withCourseLayers', () => {
  it("draws the golfer's markers over the clusters and the cluster counts over both", () => {
    const order = withCourseLayers(base, empty, empty).layers.map(({ id }) => id);
    expect(order[0]).toBe('land');
    expect(order.indexOf(CLUSTER_LAYER)).toBeLessThan(order.indexOf(MINE_LAYER));
    expect(order.indexOf(MINE_LAYER)).toBeLessThan(order.indexOf(CLUSTER_COUNT_LAYER));
    expect(order.at(-1)).toBe(CLUSTER_COUNT_LAYER);
  });
});
