import type { Map as MapInstance } from 'maplibre-gl';

/**
 * Cluster counts without glyphs: the offline basemap carries no font (MapLibre's text needs glyph PBFs from a
 * host), but icons need none. A cluster's symbol asks for the image `cluster-count:<count>` (MapLibre's
 * abbreviated count, "12" or "1.2k"); the first time an id is missing it is drawn here on a canvas in the
 * page's own font and added to the style, so the handful of distinct counts on screen cost one small image each.
 */
export const CLUSTER_COUNT_PREFIX = 'cluster-count:';

/** The text an image id stands for, or null for an image that is not a cluster count. */
export function clusterCountText(imageId: string): string | null {
  if (!imageId.startsWith(CLUSTER_COUNT_PREFIX)) return null;
  const text = imageId.slice(CLUSTER_COUNT_PREFIX.length);
  return /^[0-9][0-9.]*k?$/.test(text) ? text : null;
}

/**
 * The app's text face as loaded (fonts.css declares "Inter Variable"; "Inter" is no face of ours), with the
 * system's after it while it loads or where it cannot.
 */
export function clusterCountFont(fontSize: number): string {
  return `700 ${fontSize}px 'Inter Variable', system-ui, sans-serif`;
}

/**
 * Waits for the app's face before the first count is drawn: a canvas draws with what is loaded at that moment,
 * and a count drawn in the fallback face would stay so (each image is drawn once).
 */
async function fontReady(font: string): Promise<void> {
  try {
    await document.fonts.load(font, '0123456789.k');
  } catch {
    // No font loading here (an old browser, a test DOM): the fallback face it is.
  }
}

function drawCount(text: string, pixelRatio: number) {
  const fontSize = 12 * pixelRatio;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = clusterCountFont(fontSize);
  context.font = font;
  const halo = 2 * pixelRatio;
  canvas.width = Math.ceil(context.measureText(text).width + 2 * halo + 2);
  canvas.height = Math.ceil(fontSize * 1.3 + 2 * halo);
  // Resizing the canvas reset its state.
  context.font = font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = halo * 2;
  context.strokeStyle = 'rgba(31, 41, 55, 0.85)';
  context.fillStyle = '#ffffff';
  const x = canvas.width / 2;
  const y = canvas.height / 2;
  context.strokeText(text, x, y);
  context.fillText(text, x, y);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * Adds each cluster count image the style asks for, through MapLibre's missing-image resolver (awaited before
 * a tile is laid out; the `styleimagemissing` event comes after, too late for that tile). Returns its removal.
 */
export function provideClusterCountImages(map: MapInstance): () => void {
  map.setMissingStyleImageResolver(async (id) => {
    const text = clusterCountText(id);
    if (text === null || map.hasImage(id)) return;
    const pixelRatio = Math.max(1, Math.round(window.devicePixelRatio || 1));
    await fontReady(clusterCountFont(12 * pixelRatio));
    // Another tile may have asked for the same count meanwhile.
    if (map.hasImage(id)) return;
    const image = drawCount(text, pixelRatio);
    if (image) map.addImage(id, image, { pixelRatio });
  });
  return () => map.setMissingStyleImageResolver(null);
}
