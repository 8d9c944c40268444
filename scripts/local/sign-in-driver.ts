import { REFRESH_COOKIE, SESSION_COOKIE } from '../../functions/lib/cookie-names';

/** Just enough of a browser's cookie store for one sign-in: name -> value, expired cookies removed. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function decodeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The provider's dev interaction page: a form posting `prompt` (login or consent) to its action. */
export function parseInteractionForm(html: string): { action: string; prompt: string } | undefined {
  const action = /<form[^>]*\saction="([^"]+)"/i.exec(html)?.[1];
  const prompt = /name="prompt"\s+value="([^"]+)"/i.exec(html)?.[1];
  return action && prompt ? { action: decodeHtml(action), prompt } : undefined;
}

function payloadOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('The session cookie is not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const MAX_STEPS = 20;

/**
 * Signs in over plain HTTP the way a browser does: /api/login, the provider's dev login form (and consent,
 * if it asks), then /api/callback, which sets the session cookie.
 */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  /** A browser's cookies: pass one in to keep the provider's session for later steps. */
  jar = new CookieJar(),
  /** `returnTo` for /api/login, as the app's login page passes it. */
  options: { returnTo?: string } = {},
): Promise<{
  cookie: string;
  userId: string;
  idToken: string;
  landing: string | null;
  /** The refresh cookie as a Cookie header part (`fescue_refresh=...`), when the callback set one. */
  refreshCookie: string | undefined;
}> {
  const login = new URL('/api/login', baseUrl);
  if (options.returnTo !== undefined) login.searchParams.set('returnTo', options.returnTo);
  let request: { url: string; method: 'GET' | 'POST'; form?: URLSearchParams } = {
    url: login.href,
    method: 'GET',
  };

  for (let step = 0; step < MAX_STEPS; step += 1) {
    const response = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(request.form ? { origin: new URL(baseUrl).origin } : {}) },
      ...(request.form ? { body: request.form } : {}),
    });
    jar.store(response);

    if (new URL(request.url).pathname === '/api/callback') {
      const setsSession = response.headers
        .getSetCookie()
        .some(
          (cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`),
        );
      const idToken = jar.get(SESSION_COOKIE);
      if (!setsSession || !idToken) {
        throw new Error(
          `The callback set no session (${response.status} to ${response.headers.get('location')})`,
        );
      }
      const sub = payloadOf(idToken).sub;
      if (typeof sub !== 'string') throw new Error('The ID token has no sub');
      // Where the callback sends the browser after sign-in (its Location, as sent).
      const landing = response.headers.get('location');
      const refresh = jar.get(REFRESH_COOKIE);
      const refreshCookie = refresh ? `${REFRESH_COOKIE}=${refresh}` : undefined;
      return { cookie: `${SESSION_COOKIE}=${idToken}`, userId: sub, idToken, landing, refreshCookie };
    }

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      request = { url: new URL(location, request.url).href, method: 'GET' };
      continue;
    }

    const body = await response.text();
    const form = response.status === 200 ? parseInteractionForm(body) : undefined;
    if (!form) {
      throw new Error(
        `Sign-in stopped at ${request.method} ${request.url}: ${response.status} ${body.slice(0, 300)}`,
      );
    }
    const fields =
      form.prompt === 'login'
        ? new URLSearchParams({ prompt: 'login', login: email, password: 'local-password' })
        : new URLSearchParams({ prompt: form.prompt });
    request = { url: new URL(form.action, request.url).href, method: 'POST', form: fields };
  }
  throw new Error(`Sign-in did not finish within ${MAX_STEPS} steps`);
}
