import type { Scorecard, ScorecardHole } from '#shared/scorecards/scorecard';
import { cardRows, cardSections, FAIRWAY_SHORT, holeMark, sumOf } from './scorecard-marks';

/**
 * A round's card as a PNG, in the style of a printed scorecard (drawn on a canvas in the browser, as the
 * Passport card is: features/passport/lib/passport-card.ts): the course, date, tee and playing partners, the
 * golfer's photo of the round, and the holes with par, strokes (birdies circled, bogeys squared), out, in
 * and total, and putts, fairways and GIR where the card has them.
 */
export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 900;

export interface CardImageFacts {
  courseName: string;
  location: string | null;
  playedAt: string;
  tees: string | null;
  golfer: string | null;
  partners: string | null;
  score: number;
  par: number;
  card: Scorecard;
}

const SERIF = "'Fraunces Variable', Georgia, serif";
const SANS = "'Inter Variable', system-ui, sans-serif";
export const IMAGE_FONTS = [
  `700 52px ${SERIF}`,
  `600 26px ${SANS}`,
  `500 22px ${SANS}`,
  `700 26px ${SANS}`,
] as const;
const [TITLE_FONT, HEAD_FONT, CELL_FONT, BOLD_FONT] = IMAGE_FONTS;

const GREEN = '#1f4d34';
const CREAM = '#f6f1e4';
const GOLD = '#c9a54a';
const INK = '#1d2a22';
const LINE = '#b9b29c';

interface Column {
  label: string;
  value: (row: RowKind) => string;
  mark?: ReturnType<typeof holeMark>;
  sum?: boolean;
}

type RowKind = 'par' | 'strokes' | 'putts' | 'fairway' | 'gir';

function holeColumn(hole: ScorecardHole): Column {
  return {
    label: String(hole.hole),
    mark: holeMark(hole.strokes, hole.par),
    value: (row) => {
      if (row === 'par') return String(hole.par);
      if (row === 'strokes') return String(hole.strokes);
      if (row === 'putts') return hole.putts === null ? '' : String(hole.putts);
      if (row === 'fairway') return hole.fairway ? (FAIRWAY_SHORT[hole.fairway] ?? '') : '';
      return hole.gir === null ? '' : hole.gir ? '●' : '○';
    },
  };
}

function sumColumn(label: string, holes: readonly ScorecardHole[]): Column {
  return {
    label,
    sum: true,
    value: (row) => {
      if (row === 'par') return String(sumOf(holes, (hole) => hole.par) ?? '');
      if (row === 'strokes') return String(sumOf(holes, (hole) => hole.strokes) ?? '');
      if (row === 'putts') return String(sumOf(holes, (hole) => hole.putts) ?? '');
      if (row === 'fairway') {
        const tried = holes.filter((hole) => hole.fairway !== null);
        return tried.length ? `${tried.filter((hole) => hole.fairway === 'hit').length}/${tried.length}` : '';
      }
      const known = holes.filter((hole) => hole.gir !== null);
      return known.length ? `${known.filter((hole) => hole.gir).length}/${known.length}` : '';
    },
  };
}

function drawMark(context: CanvasRenderingContext2D, mark: Column['mark'], x: number, y: number) {
  if (!mark || mark === 'par') return;
  context.strokeStyle = INK;
  context.lineWidth = 2;
  const shapes = mark === 'eagle' || mark === 'double' ? [17, 22] : [17];
  for (const radius of shapes) {
    context.beginPath();
    if (mark === 'eagle' || mark === 'birdie') context.arc(x, y, radius, 0, Math.PI * 2);
    else context.rect(x - radius, y - radius, radius * 2, radius * 2);
    context.stroke();
  }
}

/** Draws the card; `photo` is the round's photo, already loaded, or null. */
export function drawScorecardImage(
  context: CanvasRenderingContext2D,
  facts: CardImageFacts,
  photo: CanvasImageSource | null,
): void {
  context.fillStyle = CREAM;
  context.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  context.fillStyle = GREEN;
  context.fillRect(0, 0, IMAGE_WIDTH, 260);

  const textWidth = photo ? 1160 : 1480;
  context.fillStyle = GOLD;
  context.font = HEAD_FONT;
  context.fillText('FESCUE · SCORECARD', 60, 62);
  context.fillStyle = CREAM;
  context.font = TITLE_FONT;
  context.fillText(facts.courseName, 60, 128, textWidth);
  context.font = HEAD_FONT;
  const line = [facts.location, facts.playedAt, facts.tees ? `${facts.tees} tees` : null]
    .filter(Boolean)
    .join(' · ');
  context.fillText(line, 60, 172, textWidth);
  const players = [facts.golfer, facts.partners].filter(Boolean).join(', ');
  if (players) {
    context.fillStyle = GOLD;
    context.fillText(`Players: ${players}`, 60, 214, textWidth);
  }

  if (photo) {
    // The photo covers a frame at the top right, cropped to it from the middle.
    const frame = { x: 1260, y: 30, width: 300, height: 200 };
    const source = photo as { width: number; height: number };
    const scale = Math.max(frame.width / source.width, frame.height / source.height);
    const width = frame.width / scale;
    const height = frame.height / scale;
    context.save();
    context.beginPath();
    context.rect(frame.x, frame.y, frame.width, frame.height);
    context.clip();
    context.drawImage(
      photo,
      (source.width - width) / 2,
      (source.height - height) / 2,
      width,
      height,
      frame.x,
      frame.y,
      frame.width,
      frame.height,
    );
    context.restore();
    context.strokeStyle = GOLD;
    context.lineWidth = 4;
    context.strokeRect(frame.x, frame.y, frame.width, frame.height);
  }

  const sections = cardSections(facts.card);
  const columns: Column[] = sections.flatMap((section) => [
    ...section.holes.map(holeColumn),
    sumColumn(section.label, section.holes),
  ]);
  if (sections.length === 2) columns.push(sumColumn('Total', facts.card.holes));
  const optional = cardRows(facts.card);
  const rows: { kind: RowKind; label: string }[] = [
    { kind: 'par', label: 'Par' },
    { kind: 'strokes', label: 'Score' },
    ...(optional.putts ? [{ kind: 'putts' as const, label: 'Putts' }] : []),
    ...(optional.fairway ? [{ kind: 'fairway' as const, label: 'Fairway' }] : []),
    ...(optional.gir ? [{ kind: 'gir' as const, label: 'GIR' }] : []),
  ];

  const left = 60;
  const labelWidth = 130;
  const top = 310;
  const rowHeight = 64;
  const columnWidth = (IMAGE_WIDTH - left * 2 - labelWidth) / columns.length;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // The hole row, on green.
  context.fillStyle = GREEN;
  context.fillRect(left, top, IMAGE_WIDTH - left * 2, rowHeight);
  context.fillStyle = CREAM;
  context.font = BOLD_FONT;
  context.fillText('Hole', left + labelWidth / 2, top + rowHeight / 2);
  columns.forEach((column, index) => {
    context.fillText(column.label, left + labelWidth + columnWidth * (index + 0.5), top + rowHeight / 2);
  });
  rows.forEach((row, rowIndex) => {
    const y = top + rowHeight * (rowIndex + 1);
    context.fillStyle = rowIndex % 2 === 0 ? '#fbf8ef' : CREAM;
    context.fillRect(left, y, IMAGE_WIDTH - left * 2, rowHeight);
    context.fillStyle = INK;
    context.font = BOLD_FONT;
    context.fillText(row.label, left + labelWidth / 2, y + rowHeight / 2);
    columns.forEach((column, index) => {
      const x = left + labelWidth + columnWidth * (index + 0.5);
      if (column.sum) {
        context.fillStyle = 'rgba(201, 165, 74, 0.25)';
        context.fillRect(x - columnWidth / 2, y, columnWidth, rowHeight);
      }
      context.fillStyle = INK;
      context.font = column.sum || row.kind === 'strokes' ? BOLD_FONT : CELL_FONT;
      context.fillText(column.value(row.kind), x, y + rowHeight / 2);
      if (row.kind === 'strokes') drawMark(context, column.mark, x, y + rowHeight / 2);
    });
  });
  // The grid's lines.
  context.strokeStyle = LINE;
  context.lineWidth = 1;
  const bottom = top + rowHeight * (rows.length + 1);
  for (let index = 0; index <= rows.length + 1; index += 1) {
    context.beginPath();
    context.moveTo(left, top + rowHeight * index);
    context.lineTo(IMAGE_WIDTH - left, top + rowHeight * index);
    context.stroke();
  }
  for (let index = 0; index <= columns.length; index += 1) {
    const x = left + labelWidth + columnWidth * index;
    context.beginPath();
    context.moveTo(x, top);
    context.lineTo(x, bottom);
    context.stroke();
  }

  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  context.fillStyle = INK;
  context.font = HEAD_FONT;
  const difference = facts.score - facts.par;
  const toPar = difference === 0 ? 'level par' : difference > 0 ? `+${difference}` : String(difference);
  context.fillText(`${facts.score} (${toPar})`, left, IMAGE_HEIGHT - 50);
  context.font = CELL_FONT;
  context.fillStyle = '#5b6459';
  context.textAlign = 'right';
  context.fillText('○ birdie  ◎ eagle  □ bogey  ⧈ double bogey', IMAGE_WIDTH - left, IMAGE_HEIGHT - 50);
  context.textAlign = 'left';
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    // A photo that will not load (offline, removed) leaves its frame out rather than failing the card.
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** The card as a PNG blob. */
export async function renderScorecardImage(facts: CardImageFacts, photoUrl: string | null): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = IMAGE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  try {
    await Promise.all(IMAGE_FONTS.map((font) => document.fonts.load(font)));
  } catch {
    // A browser without font loading draws with the faces it has.
  }
  const photo = photoUrl ? await loadImage(photoUrl) : null;
  drawScorecardImage(context, facts, photo);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      'image/png',
    ),
  );
}

/** "scorecard-pebble-beach-golf-links-2025-05-01.png" */
export function scorecardFileName(courseName: string, playedAt: string): string {
  const slug = courseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `scorecard-${slug || 'round'}-${playedAt.slice(0, 10)}.png`;
}
