import {
  courseRefKey,
  IMPORT_CHUNK_MAX_OTHERS,
  IMPORT_CHUNK_ROUNDS,
  type CourseResolution,
  type ImportBatch,
  type ImportChunkRequest,
  type ImportCounts,
} from '#shared/imports/import-api';
import type { CourseRef, ImportDraft } from '#shared/imports/import-draft';
import type { AchievementNews } from '@/shared/api/achievement-events';
import { finishImport, sendChunk, startImport, undoImportStep } from './api/imports-api';

/** The draft cut into the requests the import sends, each with the golfer's choices for its courses. */
export function chunksOf(
  draft: ImportDraft,
  resolutions: ReadonlyMap<string, CourseResolution>,
  skipRounds: ReadonlySet<number> = new Set(),
): ImportChunkRequest[] {
  const keyOf = (ref: CourseRef) => courseRefKey(draft.source, ref);
  const chunks: ImportChunkRequest[] = [];
  const withCourses = (chunk: Omit<ImportChunkRequest, 'courses'>): ImportChunkRequest => {
    const keys = new Set(
      [...chunk.rounds, ...chunk.playedCourses, ...chunk.bucketList].map((item) => keyOf(item.course)),
    );
    return {
      courses: [...keys].flatMap((key) => {
        const resolution = resolutions.get(key);
        return resolution ? [resolution] : [];
      }),
      ...chunk,
    };
  };
  const rounds = draft.rounds.filter((_, index) => !skipRounds.has(index));
  for (let start = 0; start < rounds.length; start += IMPORT_CHUNK_ROUNDS) {
    chunks.push(
      withCourses({
        rounds: rounds.slice(start, start + IMPORT_CHUNK_ROUNDS),
        playedCourses: [],
        bucketList: [],
      }),
    );
  }
  for (let start = 0; start < draft.playedCourses.length; start += IMPORT_CHUNK_MAX_OTHERS) {
    chunks.push(
      withCourses({
        rounds: [],
        playedCourses: draft.playedCourses.slice(start, start + IMPORT_CHUNK_MAX_OTHERS),
        bucketList: [],
      }),
    );
  }
  for (let start = 0; start < draft.bucketList.length; start += IMPORT_CHUNK_MAX_OTHERS) {
    chunks.push(
      withCourses({
        rounds: [],
        playedCourses: [],
        bucketList: draft.bucketList.slice(start, start + IMPORT_CHUNK_MAX_OTHERS),
      }),
    );
  }
  return chunks;
}

export interface ImportProgress {
  done: number;
  total: number;
}

/** Where a failed import stopped: the batch and the first chunk not yet written, to resume from. */
export class ImportStopped extends Error {
  constructor(
    readonly batch: ImportBatch,
    readonly nextChunk: number,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ImportStopped';
  }
}

const ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the chunks one after another (each well inside the API's 29 seconds), retrying a failed one twice;
 * a chunk sent again adds nothing it added before, so a stop can be resumed from its chunk with `from`.
 */
export async function runImport(
  chunks: readonly ImportChunkRequest[],
  options: {
    source: ImportDraft['source'];
    label: string | null;
    batch?: ImportBatch;
    from?: number;
    onProgress: (progress: ImportProgress) => void;
    onNews?: (news: AchievementNews) => void;
  },
): Promise<ImportBatch> {
  let batch = options.batch ?? (await startImport(options.source, options.label));
  for (let index = options.from ?? 0; index < chunks.length; index += 1) {
    options.onProgress({ done: index, total: chunks.length });
    const chunk = chunks[index];
    if (!chunk) continue;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await sendChunk(batch.id, chunk);
        batch = answer.batch;
        if (answer.news) options.onNews?.(answer.news);
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS) throw new ImportStopped(batch, index, error);
        await wait(500 * attempt);
      }
    }
  }
  options.onProgress({ done: chunks.length, total: chunks.length });
  return finishImport(batch.id);
}

/** Undo this import: steps until nothing of the batch is left. */
export async function undoImport(
  batchId: string,
  onProgress?: (remaining: number) => void,
): Promise<ImportBatch> {
  for (;;) {
    const step = await undoImportStep(batchId);
    onProgress?.(step.remaining);
    if (step.remaining === 0) return step.batch;
  }
}

export type { ImportCounts };
