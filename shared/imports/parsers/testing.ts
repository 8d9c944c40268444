/**
 * Test and bench helpers: large invented archives in each source's shape. Not imported by any Lambda or
 * screen (the bench and the tests only), so nothing here ships.
 */

const CLUBS = [
  'Pine Hollow Golf Club',
  'Harbour Links',
  'Stonebridge Golf Resort',
  'Glen Test Golf Course',
  'Kestrel Dunes',
  'Mossy Oak Country Club',
  'Saltmarsh Links',
  'Cedar Ridge Golf Club',
];

/** A deterministic pseudo-random sequence (mulberry32): the same archive on every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An 18Birdies data archive (as JSON text) of `rounds` invented rounds: one in ten of nine holes, spread over
 * `clubs` clubs (at most 8 names, then numbered ones) from 2015 on, a day apart, each with hole strokes and
 * round stats, plus personal parts (account, friends, feed) that an importer must ignore. For the bench
 * (a 2,000-round archive) and the parser's own scale tests.
 */
export function makeEighteenBirdiesArchive(
  rounds: number,
  options: { clubs?: number; seed?: number } = {},
): string {
  const random = sequence(options.seed ?? 18);
  const clubCount = Math.max(1, options.clubs ?? 40);
  const clubs = Array.from({ length: clubCount }, (_, index) => ({
    clubId: `club-${String(index + 1).padStart(4, '0')}`,
    name: CLUBS[index] ?? `Invented Golf Club ${index + 1}`,
  }));
  const start = Date.UTC(2015, 0, 3, 14, 0);
  const day = 24 * 60 * 60 * 1000;
  const list = Array.from({ length: rounds }, (_, index) => {
    const holes = index % 10 === 9 ? 9 : 18;
    const pars = Array.from({ length: holes }, (_, hole) => (hole % 9 === 2 ? 3 : hole % 9 === 6 ? 5 : 4));
    const holeStrokes = pars.map((par) => par + Math.floor(random() * 3));
    const strokes = holeStrokes.reduce((sum, count) => sum + count, 0);
    const par = pars.reduce((sum, count) => sum + count, 0);
    return {
      id: `r-${String(index + 1).padStart(6, '0')}`,
      timestamp: start + index * day,
      clubId: { id: clubs[index % clubCount]!.clubId },
      score: strokes - par,
      strokes,
      holeStrokes,
      stats: {
        putts: holes * 2 - Math.floor(random() * 4),
        gir: Math.floor(random() * holes),
        girHoleCount: holes,
        fairwayMiddles: Math.floor(random() * (holes === 18 ? 14 : 7)),
        fairwayHoleCount: holes === 18 ? 14 : 7,
      },
      roundHandicap: (10 + random() * 5).toFixed(1),
    };
  });
  return JSON.stringify({
    myData: {
      accountData: { userName: 'Invented Golfer', email: 'invented.golfer@example.com' },
      friendsData: { friends: [{ name: 'Another Invented Golfer' }] },
      feedData: { posts: [{ text: 'A made-up post' }] },
      activityData: { roundCount: rounds, rounds: list },
      clubData: { playedClubs: clubs },
    },
  });
}
