import type { FeatureCollection, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { CLUSTER_COUNT_PREFIX } from './cluster-count-images';
import { STATUS_COLOURS } from './map-features';

export const MINE_SOURCE = 'mine';
export const AVAILABLE_SOURCE = 'available';
export const MINE_LAYER = 'mine-points';
export const AVAILABLE_LAYER = 'available-points';
export const CLUSTER_LAYER = 'available-clusters';
export const CLUSTER_COUNT_LAYER = 'available-cluster-counts';

/**
 * A base style with the courses on top: the catalog's other courses (grey, clustered, each cluster's count as
 * an image: the offline basemap has no glyphs) under the golfer's own (green, amber; private clubs larger),
 * and the cluster counts over all of them.
 * Part of the style MapLibre starts with, so every source loads at once and the map draws its first frames
 * with all of them (added one by one after the style, each source and layer restyled the map again). A new
 * style with new points is applied by MapLibre's style diff: only the changed source's data is set.
 */
export function withCourseLayers(
  base: StyleSpecification,
  available: FeatureCollection<Point>,
  mine: FeatureCollection<Point>,
): StyleSpecification {
  return {
    ...base,
    sources: {
      ...base.sources,
      [AVAILABLE_SOURCE]: {
        type: 'geojson',
        data: available,
        cluster: true,
        clusterMaxZoom: 7,
        clusterRadius: 42,
      },
      [MINE_SOURCE]: { type: 'geojson', data: mine },
    },
    layers: [
      ...base.layers,
      {
        id: CLUSTER_LAYER,
        type: 'circle',
        source: AVAILABLE_SOURCE,
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': STATUS_COLOURS.available,
          'circle-opacity': 0.55,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
          'circle-radius': ['step', ['get', 'point_count'], 10, 25, 14, 200, 19, 1000, 25],
        },
      },
      {
        id: AVAILABLE_LAYER,
        type: 'circle',
        source: AVAILABLE_SOURCE,
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-color': STATUS_COLOURS.available,
          'circle-radius': 4.5,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: MINE_LAYER,
        type: 'circle',
        source: MINE_SOURCE,
        paint: {
          'circle-color': [
            'match',
            ['get', 'status'],
            'played',
            STATUS_COLOURS.played,
            'bucket-list',
            STATUS_COLOURS['bucket-list'],
            STATUS_COLOURS.available,
          ],
          'circle-radius': ['case', ['==', ['get', 'private'], true], 9, 6.5],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      // Counts last: a golfer's marker inside a cluster never hides its number (white on a dark halo, it reads
      // over a green or amber marker as over the grey cluster).
      {
        id: CLUSTER_COUNT_LAYER,
        type: 'symbol',
        source: AVAILABLE_SOURCE,
        filter: ['has', 'point_count'],
        layout: {
          'icon-image': ['concat', CLUSTER_COUNT_PREFIX, ['get', 'point_count_abbreviated']],
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
      },
    ],
  };
}
