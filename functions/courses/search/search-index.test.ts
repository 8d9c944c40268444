import { describe, expect, it } from 'vitest';
import type { Course } from '#shared/schemas/course';
import {
  MATCH_TIER,
  MAX_INDEXED_WORDS,
  indexedWords,
  matchTier,
  parseQuery,
  rankSearchResults,
  searchDocument,
  searchStanding,
} from './search-index';

function course(overrides: Partial<Course> & Pick<Course, 'id' | 'name' | 'city'>): Course {
  return {
    location: '',
    state: null,
    country: 'United States',
    par: 72,
    yardage: null,
    courseType: 'public',
    latitude: null,
    longitude: null,
    imageUrl: null,
    scorecardUrl: null,
    nationalRating: 0,
    courseRating: null,
    slopeRating: 113,
    exclusivityRating: 5,
    userRating: 0,
    reviewCount: 0,
    sourceApi: 'catalog',
    description: null,
    architect: null,
    architects: [],
    architectYear: null,
    settings: [],
    championships: [],
    teeData: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const pebble = searchDocument(
  course({ id: 'pebble', name: 'Pebble Beach Golf Links', city: 'Pebble Beach', exclusivityRating: 7 }),
);
const cypress = searchDocument(
  course({
    id: 'cypress',
    name: 'Cypress Point Club',
    city: 'Pebble Beach',
    architects: ['Alister MacKenzie', 'Seth Raynor'],
    exclusivityRating: 10,
  }),
);
const valderrama = searchDocument(
  course({ id: 'valderrama', name: 'Real Club Valderrama', city: 'Sotogrande', country: 'Spain' }),
);
const sotogrande = searchDocument(
  course({ id: 'sotogrande', name: 'Real Club de Golf Sotogrande', city: 'Sotogrande', country: 'Spain' }),
);
const oldCourse = searchDocument(
  course({ id: 'old', name: 'St Andrews Links (Old Course)', city: 'St Andrews', exclusivityRating: 6 }),
);
const stAndrewsBeach = searchDocument(
  course({ id: 'beach', name: 'St Andrews Beach', city: 'Fingal', exclusivityRating: 4 }),
);
const all = [pebble, cypress, valderrama, sotogrande, oldCourse, stAndrewsBeach];
const ids = (query: string) => rankSearchResults(all, query, 10).map((hit) => hit.id);
const lookupWords = (query: string) => parseQuery(query).lookups.map((lookup) => lookup.word);

describe('search tokenising', () => {
  it('indexes the distinct words of name, city, place and architects, without one-letter words', () => {
    const doc = searchDocument(
      course({ id: 'x', name: 'Golf de Saint-Émilion & A', city: 'Saint Émilion', architects: ['A. Smith'] }),
    );
    expect(indexedWords(doc)).toEqual([
      'golf',
      'de',
      'saint',
      'emilion',
      'and',
      'saintemilion',
      'golfdesaintemilionanda',
      'united',
      'states',
      'usa',
      'america',
      'smith',
    ]);
  });

  it('indexes a word written with an apostrophe, period or hyphen by its parts and run together', () => {
    const doc = searchDocument(
      course({
        id: 'x',
        name: "The Coeur d'Alene Resort",
        city: 'Bel-Air',
        architects: ['A.W. Tillinghast'],
      }),
    );
    expect(doc.nameWords).toEqual(['the', 'coeur', 'dalene', 'resort', 'd', 'alene', 'thecoeurdaleneresort']);
    expect(doc.cityWords).toEqual(['bel', 'air', 'belair']);
    expect(doc.architectWords).toEqual(['aw', 'tillinghast', 'a', 'w']);
    expect(indexedWords(doc)).not.toContain('d');
  });

  it('indexes letters that NFD keeps whole by the plain letters a golfer types', () => {
    const keilir = searchDocument(
      course({
        id: 'keilir',
        name: 'Keilir Golf Club (Hvaleyrarvöllur)',
        city: 'Hafnarfjörður',
        architects: ['Hannes Þorsteinsson'],
      }),
    );
    expect(indexedWords(keilir)).toEqual([
      'keilir',
      'golf',
      'club',
      'hvaleyrarvollur',
      'keilirgolfclubhvaleyrarvollur',
      'hafnarfjordur',
      'united',
      'states',
      'usa',
      'america',
      'hannes',
      'thorsteinsson',
    ]);
  });

  it('indexes the name and the city run together, as golfers write Danang or type "pebblebeach"', () => {
    const montgomerie = searchDocument(
      course({ id: 'montgomerie', name: 'Montgomerie Links', city: 'Da Nang', country: 'Vietnam' }),
    );
    expect(montgomerie.cityWords).toEqual(['da', 'nang', 'danang']);
    expect(indexedWords(montgomerie)).toContain('montgomerielinks');
    expect(rankSearchResults([...all, montgomerie], 'danang', 10).map((hit) => hit.id)).toEqual([
      'montgomerie',
    ]);
    expect(ids('pebblebeach')).toEqual(['pebble', 'cypress']);
    expect(matchTier(pebble, ['pebblebeach'], 'pebblebeach')).toBe(MATCH_TIER.namePrefix);
    expect(matchTier(cypress, ['pebblebeach'], 'pebblebeach')).toBe(MATCH_TIER.city);
    expect(ids('standrews')).toEqual(['old', 'beach']);
  });

  it('caps the indexed words so a course and its entries fit one transaction', () => {
    const name = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    expect(indexedWords(searchDocument(course({ id: 'x', name, city: 'Town' })))).toHaveLength(
      MAX_INDEXED_WORDS,
    );
  });

  it('looks a query up by its longest word, accents and case removed', () => {
    expect(parseQuery('St. ANDREWS')).toEqual({
      words: ['st', 'andrews'],
      lookups: [{ word: 'andrews', exact: false }],
    });
    expect(parseQuery('Valderráma')).toEqual({
      words: ['valderrama'],
      lookups: [{ word: 'valderrama', exact: false }],
    });
    expect(parseQuery('a b').lookups).toEqual([]);
  });
});

describe('search ranking', () => {
  it('puts a course whose name starts with the query before courses in a city of that name', () => {
    expect(ids('pebble')).toEqual(['pebble', 'cypress']);
    expect(matchTier(pebble, ['pebble'], 'pebble')).toBe(MATCH_TIER.namePrefix);
    expect(matchTier(cypress, ['pebble'], 'pebble')).toBe(MATCH_TIER.city);
  });

  it('requires every query word to start some word of the course', () => {
    expect(ids('st andrews')).toEqual(['old', 'beach']);
    expect(ids('st andrews old')).toEqual(['old']);
    expect(ids('pebble valderrama')).toEqual([]);
  });

  it('ranks a name word above the same word as a city, then the more exclusive course first', () => {
    expect(ids('sotogrande')).toEqual(['sotogrande', 'valderrama']);
    expect(ids('real club')).toEqual(['sotogrande', 'valderrama']);
  });

  it('finds courses by an architect word prefix', () => {
    expect(ids('macken')).toEqual(['cypress']);
    expect(matchTier(cypress, ['mackenzie'], 'mackenzie')).toBe(MATCH_TIER.architect);
  });

  it('counts a course found through two words once and returns at most the limit', () => {
    expect(rankSearchResults([pebble, pebble, cypress], 'pebble', 10)).toHaveLength(2);
    expect(rankSearchResults(all, 'real', 1).map((hit) => hit.id)).toEqual(['sotogrande']);
  });

  it('reads Saint as St and St as Saint', () => {
    expect(ids('saint andrews')).toEqual(['old', 'beach']);
    expect(ids('saint andrews old')).toEqual(['old']);
  });

  it('passes over filler words no course carries, but not when they are the whole query', () => {
    expect(ids('the old course')).toEqual(['old']);
    expect(ids('valderrama golf club')).toEqual(['valderrama']);
    expect(ids('sotogrande golf')).toEqual(['sotogrande', 'valderrama']);
    expect(ids('valderrama sotogrande golf')).toEqual(['valderrama']);
    expect(lookupWords('the old course')).toEqual(['old']);
    expect(ids('the')).toEqual([]);
    expect(ids('the pebble valderrama')).toEqual([]);
  });

  it('puts the course that carries a filler word before one that only skips it', () => {
    const links = searchDocument(
      course({ id: 'links', name: 'Alpha Links', city: 'Here', exclusivityRating: 9 }),
    );
    const golf = searchDocument(
      course({ id: 'golf', name: 'Alpha Golf Club', city: 'Here', exclusivityRating: 3 }),
    );
    const rank = (query: string) => rankSearchResults([links, golf], query, 10).map((hit) => hit.id);
    expect(rank('alpha')).toEqual(['links', 'golf']);
    expect(rank('golf alpha')).toEqual(['golf', 'links']);
  });

  it('looks a query up by a word the index holds: no filler, and St rather than Saint', () => {
    expect(lookupWords('saint louis')).toEqual(['louis']);
    expect(lookupWords('a golf')).toEqual(['golf']);
    expect(lookupWords('valderrama golf clu')).toEqual(['valderrama']);
  });

  it('reads both spellings when the only word to look up has another ("saint" alone, "mt")', () => {
    expect(parseQuery('saint').lookups).toEqual([
      { word: 'saint', exact: false },
      { word: 'st', exact: true },
    ]);
    expect(parseQuery('mt').lookups).toEqual([
      { word: 'mt', exact: false },
      { word: 'mount', exact: true },
    ]);
  });

  it('looks a query of fillers only up by the rarest, or by the one still being typed', () => {
    expect(lookupWords('the k club')).toEqual(['the']);
    expect(lookupWords('golf lin')).toEqual(['lin']);
  });

  it('matches another spelling only as a whole word, so Saint is not the start of Stadium', () => {
    const stadium = searchDocument(course({ id: 'stadium', name: 'Saint Stadium Links', city: 'Here' }));
    expect(rankSearchResults([stadium], 'st stadium', 10)).toHaveLength(1);
    const tpc = searchDocument(course({ id: 'tpc', name: 'TPC Stadium Course', city: 'Here' }));
    expect(rankSearchResults([tpc], 'saint', 10)).toEqual([]);
  });

  it('finds Bjørn, Gimsøy, Hafnarfjörður and Þorsteinsson typed with plain letters, or as written', () => {
    const dubai = searchDocument(
      course({
        id: 'dubai',
        name: 'Dubai Creek Golf & Yacht Club',
        city: 'Dubai',
        architects: ['Karl Litten', 'Thomas Bjørn'],
      }),
    );
    const lofoten = searchDocument(course({ id: 'lofoten', name: 'Lofoten Links', city: 'Gimsøysand' }));
    const keilir = searchDocument(
      course({
        id: 'keilir',
        name: 'Keilir Golf Club (Hvaleyrarvöllur)',
        city: 'Hafnarfjörður',
        architects: ['Hannes Þorsteinsson'],
      }),
    );
    const docs = [dubai, lofoten, keilir, pebble];
    const find = (query: string) => rankSearchResults(docs, query, 10).map((hit) => hit.id);
    expect(find('bjorn')).toEqual(['dubai']);
    expect(find('Thomas Bjørn')).toEqual(['dubai']);
    expect(find('BJØRN')).toEqual(['dubai']);
    expect(find('gimsoy')).toEqual(['lofoten']);
    expect(find('hafnarfjordur')).toEqual(['keilir']);
    expect(find('Hafnarfjörður')).toEqual(['keilir']);
    expect(find('thorsteinsson')).toEqual(['keilir']);
    expect(find('Þorsteinsson')).toEqual(['keilir']);
    expect(lookupWords('Þorsteinsson')).toEqual(['thorsteinsson']);
  });

  it('finds a name with an apostrophe, period or hyphen typed with it, without it, or with a space', () => {
    const coeur = searchDocument(
      course({ id: 'coeur', name: "The Coeur d'Alene Resort Golf Course", city: "Coeur d'Alene" }),
    );
    const belAir = searchDocument(
      course({
        id: 'bel-air',
        name: 'Bel-Air Country Club',
        city: 'Los Angeles',
        architects: ['George C. Thomas Jr.'],
      }),
    );
    const georges = searchDocument(
      course({ id: 'georges', name: "Royal St George's Golf Club", city: 'Sandwich' }),
    );
    const docs = [coeur, belAir, georges, pebble];
    const find = (query: string) => rankSearchResults(docs, query, 10).map((hit) => hit.id);
    for (const query of [
      "coeur d'alene",
      'coeur dalene',
      'coeur d alene',
      'd alene',
      'alene',
      'Coeur d’Alene',
    ])
      expect(find(query), query).toEqual(['coeur']);
    for (const query of ['bel-air', 'bel air', 'belair', 'belair country club'])
      expect(find(query), query).toEqual(['bel-air']);
    for (const query of ["st george's", 'st georges', 'st george s', 'royal st george'])
      expect(find(query), query).toEqual(['georges']);
    expect(find('george c thomas')).toEqual(['bel-air']);
    expect(find('wingedfoot')).toEqual([]);
  });

  it('reads a name as starting with the query however its inner marks are typed', () => {
    const coeur = searchDocument(course({ id: 'coeur', name: "Coeur d'Alene Resort", city: 'Here' }));
    for (const query of ["coeur d'alene", 'coeur dalene', 'coeur d alene', 'coeur d al']) {
      const { words: queryWords } = parseQuery(query);
      expect(matchTier(coeur, queryWords, queryWords.join(' ')), query).toBe(MATCH_TIER.namePrefix);
    }
  });

  it('keeps the list while the last word is a filler still being typed', () => {
    expect(ids('valderrama golf clu')).toEqual(['valderrama']);
    expect(ids('real club go')).toEqual(['sotogrande', 'valderrama']);
  });
});

describe('search by place: region, state, country and their common names', () => {
  const kingsbarns = searchDocument(
    course({
      id: 'kingsbarns',
      name: 'Kingsbarns Golf Links',
      city: 'Kingsbarns',
      state: 'Fife',
      country: 'Scotland',
    }),
  );
  const oldFife = searchDocument(
    course({
      id: 'old-fife',
      name: 'St Andrews Links (Old Course)',
      city: 'St Andrews',
      state: 'Fife',
      country: 'Scotland',
      exclusivityRating: 6,
    }),
  );
  const muirfield = searchDocument(
    course({
      id: 'muirfield',
      name: 'Muirfield',
      city: 'Gullane',
      state: 'East Lothian',
      country: 'Scotland',
      exclusivityRating: 10,
    }),
  );
  const ballybunion = searchDocument(
    course({
      id: 'ballybunion',
      name: 'Ballybunion Golf Club (Old)',
      city: 'Ballybunion',
      state: 'County Kerry',
      country: 'Ireland',
    }),
  );
  const hirono = searchDocument(
    course({
      id: 'hirono',
      name: 'Hirono Golf Club',
      city: 'Miki',
      state: 'Hyogo',
      country: 'Japan',
      exclusivityRating: 9,
    }),
  );
  const torrey = searchDocument(
    course({
      id: 'torrey',
      name: 'Torrey Pines (South)',
      city: 'La Jolla',
      state: 'CA',
      country: 'United States',
    }),
  );
  const hamilton = searchDocument(
    course({
      id: 'hamilton',
      name: 'Hamilton Golf and Country Club',
      city: 'Ancaster',
      state: 'ON',
      country: 'Canada',
    }),
  );
  const docs = [kingsbarns, oldFife, muirfield, ballybunion, hirono, torrey, hamilton];
  const find = (query: string) => rankSearchResults(docs, query, 10).map((hit) => hit.id);

  it('finds the courses of a region, a county and a country by their names', () => {
    expect(find('fife')).toEqual(['old-fife', 'kingsbarns']);
    expect(find('county kerry')).toEqual(['ballybunion']);
    expect(find('kerry')).toEqual(['ballybunion']);
    expect(find('japan')).toEqual(['hirono']);
    expect(find('hyogo')).toEqual(['hirono']);
    expect(find('scotland')).toEqual(['muirfield', 'old-fife', 'kingsbarns']);
    expect(find('scot')).toEqual(['muirfield', 'old-fife', 'kingsbarns']);
    expect(matchTier(kingsbarns, ['fife'], 'fife')).toBe(MATCH_TIER.place);
  });

  it("finds a place by the names golfers use for it: a state's code or name, a country's common names", () => {
    expect(find('california')).toEqual(['torrey']);
    // "ca" is California's code and the start of Canada.
    expect(find('ca')).toEqual(['hamilton', 'torrey']);
    expect(find('usa')).toEqual(['torrey']);
    expect(find('america')).toEqual(['torrey']);
    expect(find('ontario')).toEqual(['hamilton']);
    expect(find('uk')).toEqual(['muirfield', 'old-fife', 'kingsbarns']);
    expect(find('great britain')).toEqual(['muirfield', 'old-fife', 'kingsbarns']);
    expect(find('nippon')).toEqual(['hirono']);
  });

  it('narrows a name by its place, and a town or name still comes before a region', () => {
    expect(find('torrey california')).toEqual(['torrey']);
    expect(find('links fife')).toEqual(['old-fife', 'kingsbarns']);
    expect(find('st andrews scotland')).toEqual(['old-fife']);
    expect(find('torrey japan')).toEqual([]);
    // The place narrows without lowering the name: Pebble Beach by name before Cypress Point by its town.
    const inCalifornia = [cypress, pebble].map((doc) => ({
      ...doc,
      placeWords: ['ca', 'california', 'united', 'states', 'usa', 'america'],
    }));
    expect(rankSearchResults(inCalifornia, 'pebble california', 10).map((hit) => hit.id)).toEqual([
      'pebble',
      'cypress',
    ]);
    expect(matchTier(oldFife, ['st', 'andrews'], 'st andrews')).toBe(MATCH_TIER.namePrefix);
  });

  it('reads a short spelling only whole in a place, so "st" is not the start of United States', () => {
    expect(find('st')).toEqual(['old-fife']);
    expect(find('mt')).toEqual([]);
  });

  it('looks up the second word of a name and its place as well, so either finds the course', () => {
    // Each word is read from the index by its best-standing entries only: "county" alone is every Irish
    // county's, so "kerry" is read too.
    expect(lookupWords('county kerry')).toEqual(['county', 'kerry']);
    expect(lookupWords('torrey california')).toEqual(['california', 'torrey']);
    expect(lookupWords('pebble')).toEqual(['pebble']);
  });
});

describe('search ranking between courses that match equally well', () => {
  // Exclusivity 6 and 13 Opens: standing 6 + log2(14) = 9.8, above Les Bordes' and Rye's 9.
  const opens = (years: number[]): Course['championships'] => [{ event: 'open-championship', years }];
  const oldCourses = [
    course({
      id: 'st-andrews',
      name: 'St Andrews Links (Old Course)',
      city: 'St Andrews',
      exclusivityRating: 6,
      championships: opens([1873, 1876, 1879, 1882, 1885, 1888, 1891, 1895, 1900, 1905, 1910, 1921, 1927]),
    }),
    course({
      id: 'les-bordes',
      name: 'Les Bordes (Old Course)',
      city: 'Saint-Laurent-Nouan',
      exclusivityRating: 9,
    }),
    course({ id: 'rye', name: 'Rye Golf Club (Old Course)', city: 'Rye', exclusivityRating: 9 }),
    course({
      id: 'sunningdale',
      name: 'Sunningdale Golf Club (Old Course)',
      city: 'Sunningdale',
      exclusivityRating: 8,
    }),
    course({
      id: 'walton-heath',
      name: 'Walton Heath Golf Club (Old Course)',
      city: 'Walton-on-the-Hill',
      exclusivityRating: 8,
      championships: [{ event: 'ryder-cup', years: [1981] }],
    }),
    course({
      id: 'troon',
      name: 'Royal Troon Golf Club (Old Course)',
      city: 'Troon',
      exclusivityRating: 7,
      championships: opens([1923, 1950, 1962, 1973]),
    }),
    course({ id: 'old-town', name: 'Old Town Club', city: 'Winston-Salem', exclusivityRating: 9 }),
  ].map((c) => searchDocument(c, 2026));
  const rank = (query: string) => rankSearchResults(oldCourses, query, 10).map((hit) => hit.id);

  it('puts the course that hosted more majors first: "old course" is St Andrews', () => {
    expect(rank('old course')).toEqual([
      'st-andrews',
      'troon',
      'les-bordes',
      'rye',
      'walton-heath',
      'sunningdale',
      'old-town',
    ]);
    expect(rank('the old course')[0]).toBe('st-andrews');
    expect(rank('old course st andrews')).toEqual(['st-andrews']);
  });

  it('reads a name past a leading Royal or The: "troon" puts Royal Troon before Troon North', () => {
    const troons = [
      course({ id: 'troon-north', name: 'Troon North Golf Club (Monument)', city: 'Scottsdale' }),
      course({
        id: 'royal-troon',
        name: 'Royal Troon Golf Club (Old Course)',
        city: 'Troon',
        championships: opens([1923, 1950, 1962, 1973]),
      }),
      course({ id: 'troon-cc', name: 'Troon Country Club', city: 'Scottsdale' }),
    ].map((c) => searchDocument(c, 2026));
    const ids = (query: string) => rankSearchResults(troons, query, 10).map((hit) => hit.id);
    expect(ids('troon')).toEqual(['royal-troon', 'troon-cc', 'troon-north']);
    expect(ids('troon north')).toEqual(['troon-north']);
    expect(ids('royal')).toEqual(['royal-troon']);
  });

  it('still puts a better match first, whatever the other course hosted', () => {
    expect(rank('old town')).toEqual(['old-town']);
    expect(rank('old')[0]).toBe('old-town');
    expect(rank('rye')).toEqual(['rye']);
  });

  it('counts each doubling of the majors hosted as a point of exclusivity, so one Ryder Cup is not fame', () => {
    const moortown = searchDocument(
      course({
        id: 'moortown',
        name: 'Moortown Golf Club',
        city: 'Alwoodley',
        architects: ['Alister MacKenzie'],
        exclusivityRating: 6,
        championships: [{ event: 'ryder-cup', years: [1929] }],
      }),
      2026,
    );
    expect(searchStanding(moortown)).toBe(7);
    expect(searchStanding(oldCourses[0] ?? moortown)).toBe(9.8);
    const found = rankSearchResults([moortown, cypress], 'mackenzie', 10).map((hit) => hit.id);
    expect(found).toEqual(['cypress', 'moortown']);
  });

  it('counts the majors a course hosted up to the year it is indexed', () => {
    expect(oldCourses[0]?.majorEditions).toBe(13);
    expect(oldCourses[1]?.majorEditions).toBe(0);
  });
});
