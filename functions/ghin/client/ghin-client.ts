import type { z } from 'zod';
import {
  isTimeout,
  retryAfterSeconds,
  upstreamFetch,
  type UpstreamFetchSettings,
} from '../../lib/upstream-fetch';
import {
  accessNotGiven,
  credentialsRefused,
  GhinApiError,
  rateLimited,
  unavailable,
  unreadable,
} from './ghin-errors';
import {
  accessesPayloadSchema,
  accessRequestPayloadSchema,
  golferLoginPayloadSchema,
  golferRecordOf,
  golferSearchPayloadSchema,
  isAccessDenied,
  scoreSchema,
  scoresPayloadSchema,
  vendorLoginPayloadSchema,
  type GhinGolfer,
  type GhinScore,
} from './ghin-payloads';

/**
 * Deadline, retries on 408, 429 and 5xx (docs/architecture.md, Requests) and their backoff:
 * lib/upstream-fetch.ts.
 */
export interface GhinClientSettings extends UpstreamFetchSettings {
  /** https://api2.ghin.com/api/v1, or the fake's loopback URL. */
  baseUrl: string;
  /** Sent with every request, so GHIN can tell who is calling and where to find out more. */
  userAgent: string;
  /** The operator's vendor login, read when the scheduled sync first needs a vendor token. */
  vendorCredential?: () => Promise<{ email: string; password: string } | undefined>;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

/** GHIN pages scores by offset; 100 is the most its web app asks for at once. */
export const SCORES_PAGE_SIZE = 100;
const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** A token is given up this long before the expiry GHIN wrote in it, so no call starts on a dying token. */
const TOKEN_EXPIRY_MARGIN_SECONDS = 5 * 60;
/**
 * GHIN ends a session after 12 hours whatever its JWT says (USGA Data Services, section 4.2.1, as quoted by
 * @spicygolf/ghin's changelog, 0.10.0): a token is never kept longer.
 */
export const GHIN_SESSION_CEILING_SECONDS = 12 * 60 * 60;
/** Lifetimes for a token whose expiry cannot be read (not a JWT, or no `exp`). */
export const FALLBACK_GOLFER_TOKEN_SECONDS = 11 * 60 * 60;
const FALLBACK_VENDOR_TOKEN_SECONDS = 60 * 60;

export interface GhinLogin {
  token: string;
  ghinNumber: string;
  golferName: string | null;
  /** The golfer's email at GHIN, when its login answer says (the operator's access request is sent with it). */
  email: string | null;
  /** How long Fescue may use the token: until the expiry GHIN wrote in it (less a margin), at most 12 hours. */
  tokenTtlSeconds: number;
}

/** The golfer's answer to the operator's access request, as GHIN lists it (lower case). */
export type GhinAccessStatus = 'pending' | 'approved' | 'denied' | 'inactive' | (string & {});

export interface GhinClient {
  /** A golfer's own login (GHIN number or email, and password). The password is sent once and dropped. */
  golferLogin(emailOrGhin: string, password: string): Promise<GhinLogin>;
  /**
   * The operator's vendor token, for scheduled syncs: kept until the expiry GHIN wrote in it, logged in again
   * after. Undefined when this deployment has no operator account.
   */
  vendorToken(): Promise<string | undefined>;
  /** The golfer's record (index, revision date, club), or undefined when GHIN has none by that number. */
  findGolfer(token: string, ghinNumber: string): Promise<GhinGolfer | undefined>;
  /** The golfer's most recent scores, newest first, paged by offset up to `limit` or a short page. */
  recentScores(
    token: string,
    ghinNumber: string,
    limit: number,
  ): Promise<{ scores: GhinScore[]; totalCount: number }>;
  /** The operator account's access requests, by GHIN number: each golfer's answer. */
  operatorAccesses(vendorToken: string): Promise<Map<string, GhinAccessStatus>>;
  /** Asks GHIN to ask the golfer to let the operator account read their scores. */
  requestOperatorAccess(vendorToken: string, ghinNumber: string, email: string): Promise<void>;
}

/** The `exp` of a JWT, in seconds since the epoch, or undefined for anything else. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}

/** How long a token GHIN issued may be used from `nowMs`: its JWT expiry less a margin, at most 12 hours. */
export function tokenLifetimeSeconds(token: string, nowMs: number, fallbackSeconds: number): number {
  const exp = jwtExpiry(token);
  const stated = exp === undefined ? fallbackSeconds : exp - nowMs / 1000 - TOKEN_EXPIRY_MARGIN_SECONDS;
  return Math.max(0, Math.floor(Math.min(stated, GHIN_SESSION_CEILING_SECONDS)));
}

/** The vendor token's key for Retry-After: GHIN limits an account, so one 429 pauses all its calls. */
const VENDOR_ACCOUNT = 'vendor';

export function createGhinClient(settings: GhinClientSettings): GhinClient {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const now = settings.now ?? Date.now;

  /** The operator's vendor session: `served` once a call succeeded with it (so a later 401 means it lapsed). */
  let vendor: { token: string; until: number; served: boolean } | undefined;
  /** The vendor token the current one replaced after a 401: callers that still hold it get the new one. */
  let replacedVendorToken: string | undefined;
  let vendorLogin: Promise<string | undefined> | undefined;
  /** Until when GHIN asked us (429 Retry-After) to leave an account alone: the vendor's, or a golfer token's. */
  const pausedUntil = new Map<string, number>();

  function checkNotPaused(key: string | undefined): void {
    if (!key) return;
    const until = pausedUntil.get(key);
    if (until === undefined) return;
    const left = until - now();
    if (left <= 0) {
      pausedUntil.delete(key);
      return;
    }
    throw rateLimited(Math.ceil(left / 1000));
  }

  async function send(path: string, init: { method: string; token?: string; body?: unknown }) {
    try {
      return await upstreamFetch(
        `${baseUrl}${path}`,
        {
          method: init.method,
          headers: {
            accept: 'application/json',
            'user-agent': settings.userAgent,
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
  }

  /**
   * One call (GETs tried again on a passing failure: upstreamFetch); the body parsed as JSON, or a
   * GhinApiError the golfer can read. POSTs are sent once: a repeated sign-in may count against the golfer's
   * attempts at GHIN, a repeated access request mails the golfer twice. A vendor token that worked before and
   * now meets a 401 (GHIN ended the session early) is replaced by one new login, and the call made once more.
   */
  async function call(
    path: string,
    init: { method?: string; token?: string; body?: unknown; account?: string },
  ): Promise<unknown> {
    const method = init.method ?? 'GET';
    let token =
      init.token !== undefined && init.token === replacedVendorToken
        ? (vendor?.token ?? init.token)
        : init.token;
    for (let attempt = 0; ; attempt += 1) {
      const session = token !== undefined && vendor?.token === token ? vendor : undefined;
      const account = init.account ?? (session ? VENDOR_ACCOUNT : token);
      checkNotPaused(account);
      const servedBefore = session?.served ?? false;
      const response = await send(path, { method, token, body: init.body });
      if (response.ok) {
        if (session) session.served = true;
        try {
          return JSON.parse(await response.text()) as unknown;
        } catch (error) {
          throw isTimeout(error) ? unavailable(error) : unreadable(error);
        }
      }
      const { status } = response;
      const body = await response.text().catch(() => '');
      if (status === 401 && session && servedBefore && attempt === 0) {
        replacedVendorToken = session.token;
        vendor = undefined;
        const fresh = await vendorToken();
        if (fresh && fresh !== session.token) {
          token = fresh;
          continue;
        }
      }
      if (status === 401 || status === 403) throw credentialsRefused(status);
      // GHIN answers 404 with an AccessDenied body for what the token may not see. For the operator's account
      // that is a golfer who has not approved its access request; for a golfer's own login, a refusal.
      if (status === 404) {
        if (session && isAccessDenied(body)) throw accessNotGiven();
        throw credentialsRefused(status);
      }
      if (status === 429) {
        const seconds = retryAfterSeconds(response.headers.get('retry-after')) ?? DEFAULT_RETRY_AFTER_SECONDS;
        if (account) pausedUntil.set(account, now() + seconds * 1000);
        throw rateLimited(seconds);
      }
      throw unavailable(new Error(`GHIN answered ${status}`), status);
    }
  }

  function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
    const result = schema.safeParse(payload);
    if (!result.success) throw unreadable(result.error);
    return result.data;
  }

  async function vendorToken(): Promise<string | undefined> {
    if (vendor && vendor.until > now()) return vendor.token;
    vendorLogin ??= (async () => {
      try {
        const credential = await settings.vendorCredential?.();
        if (!credential) return undefined;
        const payload = parse(
          vendorLoginPayloadSchema,
          await call('/users/login.json', {
            method: 'POST',
            body: { user: { email: credential.email, password: credential.password, remember_me: true } },
            account: VENDOR_ACCOUNT,
          }),
        );
        const at = now();
        vendor = {
          token: payload.token,
          until: at + tokenLifetimeSeconds(payload.token, at, FALLBACK_VENDOR_TOKEN_SECONDS) * 1000,
          served: false,
        };
        return payload.token;
      } finally {
        vendorLogin = undefined;
      }
    })();
    return vendorLogin;
  }

  return {
    async golferLogin(emailOrGhin, password) {
      // No `token` field: GHIN's web app sends a Firebase installation token of its own app there, which
      // is GHIN's to send, not ours, and GHIN's login answers without it (docs/architecture.md, "GHIN as it
      // really answers").
      const payload = parse(
        golferLoginPayloadSchema,
        await call('/golfer_login.json', {
          method: 'POST',
          body: { user: { email_or_ghin: emailOrGhin, password, remember_me: true } },
        }),
      );
      const user = payload.golfer_user;
      const golfer = user.golfers.find((entry) => entry.ghin === user.golfer_id) ?? user.golfers[0];
      const name = [golfer?.first_name, golfer?.last_name].filter(Boolean).join(' ');
      return {
        token: user.golfer_user_token,
        ghinNumber: user.golfer_id,
        golferName: name || null,
        email: user.email,
        tokenTtlSeconds: tokenLifetimeSeconds(user.golfer_user_token, now(), FALLBACK_GOLFER_TOKEN_SECONDS),
      };
    },

    vendorToken,

    async findGolfer(token, ghinNumber) {
      const payload = parse(
        golferSearchPayloadSchema,
        await call(`/golfers/search.json?page=1&per_page=25&golfer_id=${encodeURIComponent(ghinNumber)}`, {
          token,
        }),
      );
      return golferRecordOf(payload.golfers, ghinNumber);
    },

    async recentScores(token, ghinNumber, limit) {
      const scores: GhinScore[] = [];
      let totalCount = 0;
      let rows = 0;
      for (let offset = 0; offset < limit;) {
        const pageSize = Math.min(SCORES_PAGE_SIZE, limit - offset);
        const query = new URLSearchParams({
          golfer_id: ghinNumber,
          offset: String(offset),
          limit: String(pageSize),
          statuses: 'Validated',
        });
        const page = parse(scoresPayloadSchema, await call(`/scores.json?${query}`, { token }));
        totalCount = Math.max(totalCount, page.total_count);
        rows += page.scores.length;
        for (const raw of page.scores) {
          // One malformed score is skipped (and counted by the caller), not a failed sync.
          const score = scoreSchema.safeParse(raw);
          if (score.success) scores.push(score.data);
        }
        // A short page is the last: total_count may be "-" or missing, so it never ends the paging.
        if (page.scores.length < pageSize) break;
        offset += pageSize;
      }
      return { scores, totalCount: Math.max(totalCount, rows) };
    },

    async operatorAccesses(token) {
      const payload = parse(accessesPayloadSchema, await call('/users/accesses.json', { token }));
      return new Map(payload.golfers.map((entry) => [entry.ghinNumber, entry.status]));
    },

    async requestOperatorAccess(token, ghinNumber, email) {
      parse(
        accessRequestPayloadSchema,
        await call(`/users/golfers/${encodeURIComponent(ghinNumber)}/request_golfer_product_access.json`, {
          method: 'POST',
          token,
          body: { email },
        }),
      );
    },
  };
}

export { GhinApiError };
