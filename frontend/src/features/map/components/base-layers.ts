/**
 * The map's base layers. `offline` is built from data bundled with the app (Natural Earth countries via
 * world-atlas) and needs no outside host: it is the default, so the map works on a laptop with no internet.
 * Street, Satellite and Terrain come from tile hosts that need no key; each URL can be replaced at build time
 * (VITE_MAP_STREET_STYLE_URL, VITE_MAP_SATELLITE_TILES, VITE_MAP_TERRAIN_TILES) and its host must be in the
 * CSP (`mapTileOrigins` in infra/config.ts, which lists these defaults). Attribution is the provider's own.
 */
export const BASE_LAYER_IDS = ['offline', 'street', 'satellite', 'terrain'] as const;
export type BaseLayerId = (typeof BASE_LAYER_IDS)[number];

export type OnlineLayer =
  | { kind: 'style'; url: string }
  | { kind: 'raster'; tiles: string[]; tileSize: number; maxzoom: number; attribution: string };

export interface BaseLayer {
  id: BaseLayerId;
  label: string;
  /** Absent for the bundled offline layer. */
  online?: OnlineLayer;
}

const env = import.meta.env as Record<string, string | undefined>;

const TERRAIN_TILES = env.VITE_MAP_TERRAIN_TILES ?? 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png';

export const BASE_LAYERS: Record<BaseLayerId, BaseLayer> = {
  offline: { id: 'offline', label: 'Offline' },
  street: {
    id: 'street',
    label: 'Street',
    // OpenFreeMap's style carries its own sources, glyphs, sprites and OpenStreetMap attribution.
    online: {
      kind: 'style',
      url: env.VITE_MAP_STREET_STYLE_URL ?? 'https://tiles.openfreemap.org/styles/liberty',
    },
  },
  satellite: {
    id: 'satellite',
    label: 'Satellite',
    online: {
      kind: 'raster',
      tiles: [
        env.VITE_MAP_SATELLITE_TILES ??
          'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      ],
      tileSize: 256,
      maxzoom: 18,
      attribution: 'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
    },
  },
  terrain: {
    id: 'terrain',
    label: 'Terrain',
    online: {
      kind: 'raster',
      // OpenTopoMap spreads its tiles over three hosts.
      tiles: ['a', 'b', 'c'].map((s) => TERRAIN_TILES.replace('{s}', s)),
      tileSize: 256,
      maxzoom: 17,
      attribution:
        'Map data © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors, SRTM | Style © <a href="https://opentopomap.org">OpenTopoMap</a> (CC-BY-SA)',
    },
  },
};

/** What the bundled basemap credits. */
export const OFFLINE_ATTRIBUTION =
  'Basemap: <a href="https://www.naturalearthdata.com">Natural Earth</a> (public domain)';
