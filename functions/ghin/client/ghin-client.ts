import type { z } from 'zod';
import {
  isTimeout,
  retryAfterSeconds,
  upstreamFetch,
  type UpstreamFetchSettings,
} from '../../lib/upstream-fetch';
import { credentialsRefused, GhinApiError, rateLimited, unavailable, unreadable } from './ghin-errors';
import {
  golferLoginPayloadSchema,
  golferSearchPayloadSchema,
  scoreSchema,
  scoresPayloadSchema,
  vendorLoginPayloadSchema,
  type GhinGolfer,
  type GhinScore,
} from './ghin-payloads';

/** Deadline, retries on 408, 429 and 5xx (DESIGN.md §6) and their backoff: lib/upstream-fetch.ts. */
export interface GhinClientSettings extends UpstreamFetchSettings {
  /** https://api2.ghin.com/api/v1, or the fake's loopback URL. */
  baseUrl: string;
}

/** GHIN pages scores by offset; 100 is the most its web app asks for at once. */
export const SCORES_PAGE_SIZE = 100;
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export interface GhinLogin {
  token: string;
  ghinNumber: string;
  golferName: string | null;
}

export interface GhinClient {
  /** A golfer's own login (GHIN number or email, and password). The password is sent once and dropped. */
  golferLogin(emailOrGhin: string, password: string): Promise<GhinLogin>;
  /** The operator's vendor account, for scheduled syncs. */
  vendorLogin(email: string, password: string): Promise<string>;
  /** The golfer's record (index, revision date, club), or undefined when GHIN has none by that number. */
  findGolfer(token: string, ghinNumber: string): Promise<GhinGolfer | undefined>;
  /** The golfer's most recent scores, newest first, paged by offset up to `limit` or GHIN's total_count. */
  recentScores(
    token: string,
    ghinNumber: string,
    limit: number,
  ): Promise<{ scores: GhinScore[]; totalCount: number }>;
}

export function createGhinClient(settings: GhinClientSettings): GhinClient {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  /**
   * One call (GETs tried again on a passing failure: upstreamFetch); the body parsed as JSON, or a
   * GhinApiError the golfer can read. The logins (POSTs) are sent once: a repeated sign-in may count
   * against the golfer's attempts at GHIN.
   */
  async function call(
    path: string,
    init: { method?: string; token?: string; body?: unknown },
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await upstreamFetch(
        `${baseUrl}${path}`,
        {
          method: init.method ?? 'GET',
          headers: {
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        },
        settings,
      );
    } catch (error) {
      // A timeout or a refused connection: GHIN is not there for us now.
      throw unavailable(error);
    }
    if (response.ok) {
      try {
        return JSON.parse(await response.text()) as unknown;
      } catch (error) {
        throw isTimeout(error) ? unavailable(error) : unreadable(error);
      }
    }
    await response.body?.cancel().catch(() => undefined);
    const { status } = response;
    if (status === 401 || status === 403) throw credentialsRefused(status);
    // GHIN answers 404 with an AccessDenied body for what the token may not see.
    if (status === 404) throw credentialsRefused(status);
    if (status === 429) {
      throw rateLimited(
        retryAfterSeconds(response.headers.get('retry-after')) ?? DEFAULT_RETRY_AFTER_SECONDS,
      );
    }
    throw unavailable(new Error(`GHIN answered ${status}`), status);
  }

  function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
    const result = schema.safeParse(payload);
    if (!result.success) throw unreadable(result.error);
    return result.data;
  }

  return {
    async golferLogin(emailOrGhin, password) {
      const payload = parse(
        golferLoginPayloadSchema,
        await call('/golfer_login.json', {
          method: 'POST',
          body: { token: 'fescue', user: { email_or_ghin: emailOrGhin, password } },
        }),
      );
      const user = payload.golfer_user;
      const golfer = user.golfers.find((entry) => entry.ghin === user.golfer_id) ?? user.golfers[0];
      const name = [golfer?.first_name, golfer?.last_name].filter(Boolean).join(' ');
      return { token: user.golfer_user_token, ghinNumber: user.golfer_id, golferName: name || null };
    },

    async vendorLogin(email, password) {
      const payload = parse(
        vendorLoginPayloadSchema,
        await call('/users/login.json', {
          method: 'POST',
          body: { user: { email, password, remember_me: true } },
        }),
      );
      return payload.token;
    },

    async findGolfer(token, ghinNumber) {
      const payload = parse(
        golferSearchPayloadSchema,
        await call(`/golfers/search.json?page=1&per_page=25&golfer_id=${encodeURIComponent(ghinNumber)}`, {
          token,
        }),
      );
      return payload.golfers.find((golfer) => golfer.ghin === ghinNumber);
    },

    async recentScores(token, ghinNumber, limit) {
      const scores: GhinScore[] = [];
      let totalCount = 0;
      for (let offset = 0; offset < limit; offset += SCORES_PAGE_SIZE) {
        const pageSize = Math.min(SCORES_PAGE_SIZE, limit - offset);
        const query = new URLSearchParams({
          golfer_id: ghinNumber,
          offset: String(offset),
          limit: String(pageSize),
          statuses: 'Validated',
        });
        const page = parse(scoresPayloadSchema, await call(`/scores.json?${query}`, { token }));
        totalCount = page.total_count;
        for (const raw of page.scores) {
          // One malformed score is skipped (and counted by the caller), not a failed sync.
          const score = scoreSchema.safeParse(raw);
          if (score.success) scores.push(score.data);
        }
        if (page.scores.length < pageSize || offset + pageSize >= totalCount) break;
      }
      return { scores, totalCount };
    },
  };
}

export { GhinApiError };
