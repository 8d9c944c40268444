import { Fragment } from 'react';
import type { Scorecard, ScorecardHole } from '#shared/scorecards/scorecard';
import {
  cardRows,
  cardSections,
  FAIRWAY_SHORT,
  holeMark,
  MARK_WORDS,
  sumOf,
  type CardSection,
} from '../lib/scorecard-marks';
import './scorecard-table.css';

interface Row {
  header: string;
  cell: (hole: ScorecardHole) => React.ReactNode;
  sum: (holes: readonly ScorecardHole[]) => React.ReactNode;
  className?: string;
}

const girText = (gir: boolean | null) => (gir === null ? '' : gir ? '●' : '○');

/**
 * A round's card as a classic scorecard (docs/product-rules.md#scorecards): the holes across, par and
 * strokes below, birdies circled and bogeys squared (doubled for an eagle or a double bogey), Out, In and
 * Total, and putts, fairways and greens in regulation where the card has them. A table with a caption, so a
 * screen reader reads it hole by hole with the row and column names; each mark is said in words.
 */
export function ScorecardTable({ card, caption }: { card: Scorecard; caption: string }) {
  const sections = cardSections(card);
  const optional = cardRows(card);
  const rows: Row[] = [
    {
      header: 'Par',
      cell: (hole) => hole.par,
      sum: (holes) => sumOf(holes, (hole) => hole.par),
      className: 'scorecard-table__par',
    },
    {
      header: 'Strokes',
      cell: (hole) => {
        const mark = holeMark(hole.strokes, hole.par);
        return (
          <span className={`scorecard-mark scorecard-mark--${mark}`}>
            {hole.strokes}
            {mark !== 'par' ? <span className="visually-hidden">, {MARK_WORDS[mark]}</span> : null}
          </span>
        );
      },
      sum: (holes) => sumOf(holes, (hole) => hole.strokes),
      className: 'scorecard-table__strokes',
    },
  ];
  if (optional.putts) {
    rows.push({
      header: 'Putts',
      cell: (hole) => hole.putts ?? '',
      sum: (holes) => sumOf(holes, (hole) => hole.putts) ?? '',
    });
  }
  if (optional.fairway) {
    rows.push({
      header: 'Fairway',
      cell: (hole) =>
        hole.fairway ? (
          <>
            <span aria-hidden="true">{FAIRWAY_SHORT[hole.fairway]}</span>
            <span className="visually-hidden">{hole.fairway}</span>
          </>
        ) : (
          ''
        ),
      sum: (holes) => {
        const tried = holes.filter((hole) => hole.fairway !== null);
        return tried.length > 0
          ? `${tried.filter((hole) => hole.fairway === 'hit').length}/${tried.length}`
          : '';
      },
    });
  }
  if (optional.gir) {
    rows.push({
      header: 'GIR',
      cell: (hole) =>
        hole.gir === null ? (
          ''
        ) : (
          <>
            <span aria-hidden="true">{girText(hole.gir)}</span>
            <span className="visually-hidden">{hole.gir ? 'yes' : 'no'}</span>
          </>
        ),
      sum: (holes) => {
        const known = holes.filter((hole) => hole.gir !== null);
        return known.length > 0 ? `${known.filter((hole) => hole.gir).length}/${known.length}` : '';
      },
    });
  }
  const both = sections.length === 2;
  const sectionCells = (section: CardSection, row: Row | null) => (
    <Fragment key={section.label}>
      {section.holes.map((hole) =>
        row ? (
          <td key={hole.hole}>{row.cell(hole)}</td>
        ) : (
          <th key={hole.hole} scope="col">
            {hole.hole}
          </th>
        ),
      )}
      {row ? (
        <td className="scorecard-table__sum">{row.sum(section.holes)}</td>
      ) : (
        <th scope="col" className="scorecard-table__sum">
          {section.label}
        </th>
      )}
    </Fragment>
  );
  return (
    <div className="scorecard-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="scorecard-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Hole</th>
            {sections.map((section) => sectionCells(section, null))}
            {both ? (
              <th scope="col" className="scorecard-table__sum">
                Total
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.header} className={row.className}>
              <th scope="row">{row.header}</th>
              {sections.map((section) => sectionCells(section, row))}
              {both ? <td className="scorecard-table__sum">{row.sum(card.holes)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
