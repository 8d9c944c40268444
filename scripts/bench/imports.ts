import { spawnSync } from 'node:child_process';
import { ulid } from 'ulid';
import { startLocalStack } from '../local/stack';

export interface ImportsBenchFigures {
  rounds: number;
  courses: number;
  draftBytes: number;
  parseMs: number;
  previewMs: number;
  importMs: number;
  chunks: number;
  slowestChunkMs: number;
  roundsImported: number;
  /** The first and the last chunk's time: a cost that grows with the golfer's archive shows between them. */
  firstChunkMs: number;
  lastChunkMs: number;
  /** DynamoDB requests per chunk, on average, by operation (the first run). */
  requestsPerChunk: Record<string, number>;
  rerunMs: number;
  rerunAdded: number;
  rerunRequestsPerChunk: Record<string, number>;
  /** The preview's GolfCourseAPI lookup of the clubs the catalog did not match (the stack's fake). */
  worldwide: { status: string; searched: number; notSearched: number };
}

/**
 * Imports: a generated 2,000-round 18Birdies archive (40 clubs) parsed, previewed (every course matched) and
 * imported chunk by chunk (40 rounds each, as the screen sends them), timed in-process against DynamoDB
 * Local; then the same file again, which adds nothing. Figures, not a timed test.
 */
export async function measureImports(): Promise<ImportsBenchFigures> {
  const stack = await startLocalStack({ frontend: 'none', seed: false, quiet: true });
  try {
    const { loadSeedCatalog } = await import('../catalog/load-catalog');
    const { createUserIfAbsent } = await import('../../functions/users/users-repository');
    const { makeEighteenBirdiesArchive } = await import('../../shared/imports/parsers/testing');
    const { parseEighteenBirdies } = await import('../../shared/imports/parsers/eighteen-birdies');
    const { previewImport } = await import('../../functions/imports/preview-import');
    const { commitChunk } = await import('../../functions/imports/commit-chunk');
    const { createImportBatch } = await import('../../functions/imports/import-batch-repository');
    const { IMPORT_CHUNK_ROUNDS } = await import('../../shared/imports/import-api');
    const { documentClient } = await import('../../functions/data/dynamo-client');
    // Every DynamoDB request the import sends, by operation (the document client shares its client's stack).
    const requests = new Map<string, number>();
    documentClient().middlewareStack.add(
      (next, context) => async (args) => {
        const name = String(context.commandName ?? 'unknown').replace(/Command$/, '');
        requests.set(name, (requests.get(name) ?? 0) + 1);
        return next(args);
      },
      { step: 'initialize', name: 'benchRequestCount' },
    );
    await loadSeedCatalog();
    const userId = 'bench-imports-golfer';
    await createUserIfAbsent({
      sub: userId,
      email: 'bench-imports@fescue.golf',
      givenName: 'Bench',
      familyName: 'Imports',
    });

    const archive = makeEighteenBirdiesArchive(2000, { clubs: 40 });
    let at = performance.now();
    const parsed = parseEighteenBirdies(archive);
    if (!parsed.ok) throw new Error(parsed.message);
    const draft = parsed.draft;
    const parseMs = performance.now() - at;

    at = performance.now();
    const preview = await previewImport(userId, draft);
    const previewMs = performance.now() - at;

    // Clubs with no town cannot be created: as a golfer would, each is given a catalog course.
    const catalog = ['pebble-beach-golf-links', 'old-course-st-andrews', 'tara-iti-golf-club'];
    const courses = preview.courses.map((match, index) => ({
      key: match.key,
      action: 'use' as const,
      courseId: match.course?.id ?? catalog[index % catalog.length]!,
    }));
    const run = async () => {
      const batch = await createImportBatch(userId, {
        id: ulid(),
        source: '18birdies',
        label: 'bench',
        countriesBefore: [],
        now: new Date(),
      });
      let imported = 0;
      let slowest = 0;
      let chunks = 0;
      const times: number[] = [];
      requests.clear();
      const started = performance.now();
      for (let start = 0; start < draft.rounds.length; start += IMPORT_CHUNK_ROUNDS) {
        const chunkAt = performance.now();
        const added = await commitChunk(userId, batch, {
          courses,
          rounds: draft.rounds.slice(start, start + IMPORT_CHUNK_ROUNDS),
          playedCourses: [],
          bucketList: [],
        });
        imported += added.rounds;
        chunks += 1;
        slowest = Math.max(slowest, performance.now() - chunkAt);
        times.push(performance.now() - chunkAt);
      }
      const perChunk = Object.fromEntries(
        [...requests].map(([name, count]) => [name, Math.round((count / chunks) * 10) / 10]),
      );
      return { ms: performance.now() - started, imported, slowest, chunks, times, perChunk };
    };
    const first = await run();
    const again = await run();
    return {
      rounds: draft.rounds.length,
      courses: preview.courses.length,
      draftBytes: JSON.stringify({ draft }).length,
      parseMs,
      previewMs,
      importMs: first.ms,
      chunks: first.chunks,
      slowestChunkMs: first.slowest,
      roundsImported: first.imported,
      firstChunkMs: first.times[0] ?? 0,
      lastChunkMs: first.times.at(-1) ?? 0,
      requestsPerChunk: first.perChunk,
      rerunMs: again.ms,
      rerunAdded: again.imported,
      rerunRequestsPerChunk: again.perChunk,
      worldwide: preview.worldwide,
    };
  } finally {
    await stack.stop();
  }
}

export function runImportsInChildProcess(): ImportsBenchFigures {
  const child = spawnSync('npx', ['tsx', 'scripts/bench/imports.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const lastLine = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !lastLine) throw new Error('The imports bench failed');
  return JSON.parse(lastLine) as ImportsBenchFigures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureImports()));
}
