import { isLandCell } from '@/shared/land/land-grid';
import { LAND_MASK_COLUMNS, LAND_MASK_ROWS } from '@/shared/land/land-mask';
import { formatNumber } from '#shared/format/number';

/**
 * The app's shareable card: a 1200 x 630 PNG (the size social sites preview) drawn on a canvas in the
 * browser: a title, the golfer's name, four figures and a small world map with the courses as gold dots.
 * The Passport card and the year in golf's are this one card with their own words and figures.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface ShareCard {
  /** The gold line at the top ("FESCUE · GOLF PASSPORT"). */
  title: string;
  name: string;
  /** Up to four figures, two by two: label and value. */
  stats: readonly (readonly [label: string, value: number | string])[];
  points: readonly { latitude: number; longitude: number }[];
  /** The line at the bottom. */
  footer: string;
}

/**
 * The app's faces, as fonts.css declares them (Fraunces for headings and figures, Inter for text), with the
 * system's after them should one not load.
 */
const SERIF = "'Fraunces Variable', Georgia, serif";
const SANS = "'Inter Variable', system-ui, sans-serif";

/** Every font the card draws with: loaded before it is drawn (a canvas uses what is loaded at that moment). */
export const CARD_FONTS = [
  `600 26px ${SERIF}`,
  `700 52px ${SERIF}`,
  `700 72px ${SERIF}`,
  `500 24px ${SANS}`,
  `400 20px ${SANS}`,
] as const;
const [TITLE_FONT, NAME_FONT, FIGURE_FONT, LABEL_FONT, FOOTER_FONT] = CARD_FONTS;

const GREEN = '#1f4d34';
const CREAM = '#f6f1e4';
const GOLD = '#c9a54a';

export function drawShareCard(context: CanvasRenderingContext2D, card: ShareCard): void {
  context.fillStyle = GREEN;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  context.fillStyle = GOLD;
  context.font = TITLE_FONT;
  context.fillText(card.title, 60, 80);
  context.fillStyle = CREAM;
  context.font = NAME_FONT;
  context.fillText(card.name, 60, 145, 620);

  card.stats.slice(0, 4).forEach(([label, value], index) => {
    const x = 60 + (index % 2) * 300;
    const y = 260 + Math.floor(index / 2) * 170;
    context.fillStyle = CREAM;
    context.font = FIGURE_FONT;
    context.fillText(typeof value === 'number' ? formatNumber(value) : value, x, y, 280);
    context.fillStyle = GOLD;
    context.font = LABEL_FONT;
    context.fillText(label, x, y + 40, 280);
  });

  // The world: one dot per land cell of the 1° grid (every 2nd), courses as gold dots on top.
  const mapX = 700;
  const mapY = 170;
  const mapWidth = 450;
  const mapHeight = mapWidth / 2;
  context.fillStyle = 'rgba(246, 241, 228, 0.28)';
  const cell = mapWidth / LAND_MASK_COLUMNS;
  for (let row = 0; row < LAND_MASK_ROWS - 30; row += 2) {
    for (let column = 0; column < LAND_MASK_COLUMNS; column += 2) {
      if (isLandCell(row, column))
        context.fillRect(mapX + column * cell, mapY + row * cell, cell * 1.6, cell * 1.6);
    }
  }
  context.fillStyle = GOLD;
  for (const point of card.points) {
    const x = mapX + ((point.longitude + 180) / 360) * mapWidth;
    const y = mapY + ((90 - point.latitude) / 180) * mapHeight;
    context.beginPath();
    context.arc(x, y, 5, 0, Math.PI * 2);
    context.fill();
  }

  context.fillStyle = 'rgba(246, 241, 228, 0.7)';
  context.font = FOOTER_FONT;
  context.fillText(card.footer, 60, CARD_HEIGHT - 50, CARD_WIDTH - 120);
}

/** The card as a PNG blob. */
export async function renderShareCard(card: ShareCard): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  try {
    await Promise.all(CARD_FONTS.map((font) => document.fonts.load(font)));
  } catch {
    // A browser without font loading draws with the faces it has.
  }
  drawShareCard(context, card);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      'image/png',
    ),
  );
}

/** Saves the image as a file the browser downloads. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Hands the image to the device's share sheet where the browser can share files (Web Share API: phones,
 * Windows, macOS), else downloads it. 'cancelled' when the golfer closed the share sheet.
 */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: blob.type });
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Sharing refused for another reason (no user gesture left, a policy): the download still works.
    }
  }
  downloadBlob(blob, fileName);
  return 'downloaded';
}
