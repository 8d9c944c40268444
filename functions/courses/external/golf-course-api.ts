import type { ExternalCourse } from '#shared/schemas/external-course';
import { getConfig } from '../../lib/config';
import { NotFound } from '../../lib/errors';
import {
  isTimeout,
  retryAfterSeconds,
  upstreamFetch,
  type UpstreamFetchSettings,
} from '../../lib/upstream-fetch';
import { resolveApiKey, type ApiKeySource } from './api-key';
import {
  ExternalCourseApiError,
  KEY_REFUSED_MESSAGE,
  TIMEOUT_MESSAGE,
  UNREACHABLE_MESSAGE,
  UNREADABLE_MESSAGE,
  UPSTREAM_FAILED_MESSAGE,
  busy,
  notConfigured,
} from './external-course-errors';
import {
  detailPayloadSchema,
  parseUpstreamCourse,
  searchPayloadSchema,
  toExternalCourse,
  type UpstreamCourse,
} from './upstream-schema';

/** More than the picker shows (5), few enough to keep the answer small. */
export const EXTERNAL_SEARCH_CAP = 20;

/** GolfCourseAPI has no course under the id asked for (the route's words: EXTERNAL_COURSE_NOT_FOUND_MESSAGE). */
export type ExternalCourseMiss = 'external-course';

/** The key, the base URL, and the deadline and retries of each call (lib/upstream-fetch.ts). */
export interface GolfCourseApiSettings extends ApiKeySource, UpstreamFetchSettings {
  baseUrl: string;
}

export interface GolfCourseApi {
  /** Throws a 503 (configured false) when this server has no key, before anything else. */
  assertConfigured(): Promise<void>;
  search(query: string): Promise<ExternalCourse[]>;
  /** The course's full record (with coordinates), or NotFound `external-course` (lib/errors.ts). */
  getCourse(id: string): Promise<UpstreamCourse>;
}

/**
 * GolfCourseAPI's failures as the golfer should read them; never a bare 500 (docs/architecture.md, Requests).
 */
function failureFor(response: Response): Error {
  const { status } = response;
  if (status === 401 || status === 403) {
    return new ExternalCourseApiError('bad-answer', KEY_REFUSED_MESSAGE, { upstreamStatus: status });
  }
  if (status === 429) return busy(retryAfterSeconds(response.headers.get('retry-after')));
  if (status === 404) return new NotFound<ExternalCourseMiss>('external-course');
  return new ExternalCourseApiError('unavailable', UPSTREAM_FAILED_MESSAGE, {
    upstreamStatus: status,
    cause: new Error(`GolfCourseAPI answered ${status}`),
  });
}

function transportFailure(error: unknown): ExternalCourseApiError {
  if (error instanceof ExternalCourseApiError) return error;
  return new ExternalCourseApiError('unavailable', isTimeout(error) ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE, {
    cause: error,
  });
}

export function createGolfCourseApi(settings: GolfCourseApiSettings): GolfCourseApi {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');

  async function apiKey(): Promise<string> {
    const key = await resolveApiKey(settings);
    if (!key) throw notConfigured();
    return key;
  }

  async function getJson(path: string): Promise<unknown> {
    const key = await apiKey();
    let response: Response;
    try {
      // Both calls are GETs: a passing failure (5xx, a short 429, a refused connection) is tried again.
      response = await upstreamFetch(
        `${baseUrl}${path}`,
        { headers: { authorization: `Key ${key}`, accept: 'application/json' } },
        settings,
      );
    } catch (error) {
      throw transportFailure(error);
    }
    if (!response.ok) {
      // Free the connection; the body of a failure carries nothing the golfer needs.
      await response.body?.cancel().catch(() => undefined);
      throw failureFor(response);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw transportFailure(error);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ExternalCourseApiError('bad-answer', UNREADABLE_MESSAGE, { cause: error });
    }
  }

  return {
    async assertConfigured() {
      await apiKey();
    },

    async search(query) {
      const payload = searchPayloadSchema.safeParse(
        await getJson(`/v1/search?search_query=${encodeURIComponent(query)}`),
      );
      if (!payload.success) throw new ExternalCourseApiError('bad-answer', UNREADABLE_MESSAGE);
      return payload.data.courses
        .map(parseUpstreamCourse)
        .filter((course) => course !== null)
        .slice(0, EXTERNAL_SEARCH_CAP)
        .map(toExternalCourse);
    },

    async getCourse(id) {
      const payload = detailPayloadSchema.safeParse(await getJson(`/v1/courses/${encodeURIComponent(id)}`));
      const course = payload.success ? parseUpstreamCourse(payload.data.course) : null;
      if (!course) throw new ExternalCourseApiError('bad-answer', UNREADABLE_MESSAGE);
      return course;
    },
  };
}

let defaultApi: GolfCourseApi | undefined;

/** The adapter configured from the environment (functions/lib/config.ts), one per cold start. */
export function golfCourseApi(): GolfCourseApi {
  defaultApi ??= createGolfCourseApi(getConfig().golfCourseApi);
  return defaultApi;
}
