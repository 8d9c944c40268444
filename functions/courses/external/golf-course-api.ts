import type { ExternalCourse } from '../../../shared/schemas/course';
import { getConfig } from '../../lib/config';
import { NotFoundError } from '../../lib/errors';
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
export const EXTERNAL_COURSE_NOT_FOUND_MESSAGE = 'That course was not found in worldwide search.';

export interface GolfCourseApiSettings extends ApiKeySource {
  baseUrl: string;
  timeoutMs: number;
}

export interface GolfCourseApi {
  /** Throws a 503 (configured false) when this server has no key, before anything else. */
  assertConfigured(): Promise<void>;
  search(query: string): Promise<ExternalCourse[]>;
  /** The course's full record (with coordinates), or a NotFoundError. */
  getCourse(id: string): Promise<UpstreamCourse>;
}

/** GolfCourseAPI's failures as the golfer should read them; never a bare 500 (DESIGN.md §6). */
function failureFor(response: Response): Error {
  const { status } = response;
  if (status === 401 || status === 403) return new ExternalCourseApiError(502, KEY_REFUSED_MESSAGE);
  if (status === 429) return busy(response.headers.get('retry-after'));
  if (status === 404) return new NotFoundError(EXTERNAL_COURSE_NOT_FOUND_MESSAGE);
  return new ExternalCourseApiError(502, UPSTREAM_FAILED_MESSAGE, {
    cause: new Error(`GolfCourseAPI answered ${status}`),
  });
}

function transportFailure(error: unknown): ExternalCourseApiError {
  if (error instanceof ExternalCourseApiError) return error;
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return timedOut
    ? new ExternalCourseApiError(504, TIMEOUT_MESSAGE, { cause: error })
    : new ExternalCourseApiError(502, UNREACHABLE_MESSAGE, { cause: error });
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
    // One deadline for the headers and the body alike.
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Key ${key}`, accept: 'application/json' },
        signal,
      });
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
      throw new ExternalCourseApiError(502, UNREADABLE_MESSAGE, { cause: error });
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
      if (!payload.success) throw new ExternalCourseApiError(502, UNREADABLE_MESSAGE);
      return payload.data.courses
        .map(parseUpstreamCourse)
        .filter((course) => course !== null)
        .slice(0, EXTERNAL_SEARCH_CAP)
        .map(toExternalCourse);
    },

    async getCourse(id) {
      const payload = detailPayloadSchema.safeParse(await getJson(`/v1/courses/${encodeURIComponent(id)}`));
      const course = payload.success ? parseUpstreamCourse(payload.data.course) : null;
      if (!course) throw new ExternalCourseApiError(502, UNREADABLE_MESSAGE);
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
