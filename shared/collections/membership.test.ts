import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogListsOf, slugOf, type MembershipFacts } from './membership';

/** Real rows of the seed catalog (scripts/catalog/data), as the course writes see them. */
const rows = ['europe', 'us-championship-venues'].flatMap(
  (file) =>
    JSON.parse(
      readFileSync(new URL(`../../scripts/catalog/data/${file}.json`, import.meta.url), 'utf8'),
    ) as (MembershipFacts & {
      slug: string;
    })[],
);
function row(slug: string): MembershipFacts {
  const found = rows.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No catalog row ${slug}`);
  return { ...found, state: found.state ?? null, architectYear: found.architectYear ?? null };
}
const idsOf = (slug: string) => catalogListsOf(row(slug)).map((list) => list.id);

describe('catalog list membership', () => {
  it('puts a championship venue on that championship’s list, and not a tour stop', () => {
    expect(idsOf('old-course-st-andrews')).toContain('championship.open-championship');
    expect(idsOf('old-course-st-andrews')).toContain('championship.walker-cup');
    expect(idsOf('pebble-beach-golf-links')).toEqual(
      expect.arrayContaining([
        'championship.us-open',
        'championship.pga-championship',
        'championship.us-amateur',
      ]),
    );
    // Kingsbarns hosts a DP World Tour event and the Women's Open (an "other"): no championship list.
    expect(idsOf('kingsbarns-golf-links').filter((id) => id.startsWith('championship.'))).toEqual([]);
  });

  it('lists each architect’s courses under every architect named', () => {
    expect(idsOf('carnoustie-championship')).toEqual(
      expect.arrayContaining([
        'architect.allan-robertson',
        'architect.old-tom-morris',
        'architect.james-braid',
      ]),
    );
    expect(
      catalogListsOf(row('carnoustie-championship')).find((list) => list.id === 'architect.james-braid'),
    ).toMatchObject({ label: 'James Braid', kind: 'architect' });
  });

  it('takes Royal clubs by the name’s first word only', () => {
    expect(idsOf('royal-county-down-championship')).toContain('royal');
    expect(idsOf('old-course-st-andrews')).not.toContain('royal');
    expect(
      catalogListsOf({ ...row('old-course-st-andrews'), name: 'Loyal Royal Links' }).map((l) => l.id),
    ).not.toContain('royal');
  });

  it('counts a course founded before 1900 by its year, and none without a year', () => {
    expect(idsOf('carnoustie-championship')).toContain('founded-before-1900'); // 1842
    expect(idsOf('royal-county-down-championship')).toContain('founded-before-1900'); // 1889
    expect(idsOf('pebble-beach-golf-links')).not.toContain('founded-before-1900'); // 1919
    expect(idsOf('old-course-st-andrews')).not.toContain('founded-before-1900'); // no year recorded
  });

  it('files a course under its country and its state or region', () => {
    expect(idsOf('kingsbarns-golf-links')).toEqual(
      expect.arrayContaining(['country.scotland', 'state.scotland.fife']),
    );
    expect(idsOf('pebble-beach-golf-links')).toEqual(
      expect.arrayContaining(['country.united-states', 'state.united-states.ca']),
    );
  });

  it('lists links courses by their setting, and a coastal course that is not links stays off it', () => {
    expect(idsOf('kingsbarns-golf-links')).toContain('links');
    expect(idsOf('pebble-beach-golf-links')).not.toContain('links'); // coastal, not links
  });

  it('moves a course when its catalog facts change', () => {
    const before = idsOf('pebble-beach-golf-links');
    const after = catalogListsOf({
      ...row('pebble-beach-golf-links'),
      architects: ['Pete Dye'],
      settings: ['links'],
    }).map((list) => list.id);
    expect(before).toContain('architect.jack-neville');
    expect(after).not.toContain('architect.jack-neville');
    expect(after).toEqual(expect.arrayContaining(['architect.pete-dye', 'links']));
  });

  it('makes ids a URL can hold from any name', () => {
    expect(slugOf("Women's  Golf — Côte d'Azur")).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const entry of rows.slice(0, 200)) {
      for (const list of catalogListsOf({
        ...entry,
        state: entry.state ?? null,
        architectYear: entry.architectYear ?? null,
      }))
        expect(list.id).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
    }
  });
});
