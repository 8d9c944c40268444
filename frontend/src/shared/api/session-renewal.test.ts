// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sendJson } from './http';
import { SESSION_REFRESH_PATH } from './session-renewal';

const HINT = 'fescue_signed_in';

/** The API as a browser sees it: the session cookie's hour is over until POST /api/auth/refresh renews it. */
function api({ renews }: { renews: boolean }) {
  let renewed = false;
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === SESSION_REFRESH_PATH) {
      renewed = renews;
      return new Response(renews ? null : JSON.stringify({ message: 'Not signed in' }), {
        status: renews ? 204 : 401,
      });
    }
    if (!renewed) return new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 });
    return new Response(JSON.stringify({ saved: init?.body }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof api>) => fetchMock.mock.calls.map(([path]) => path);
const save = () => sendJson('POST', '/api/rounds', { notes: 'Windy 16th' }, z.object({ saved: z.string() }));

beforeEach(() => {
  document.cookie = `${HINT}=1; path=/`;
});
afterEach(() => {
  document.cookie = `${HINT}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.unstubAllGlobals();
});

describe('a session whose hour ran out', () => {
  it('is renewed and the write sent again, with its body (a round lost to an expired session)', async () => {
    const fetchMock = api({ renews: true });
    await expect(save()).resolves.toEqual({ saved: '{"notes":"Windy 16th"}' });
    expect(calls(fetchMock)).toEqual(['/api/rounds', SESSION_REFRESH_PATH, '/api/rounds']);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('is renewed once for requests that fail together', async () => {
    const fetchMock = api({ renews: true });
    await Promise.all([save(), save(), save()]);
    expect(calls(fetchMock).filter((path) => path === SESSION_REFRESH_PATH)).toHaveLength(1);
  });

  it('answers the 401 when the session is over (signed out, or weeks away), after one renewal try', async () => {
    const fetchMock = api({ renews: false });
    await expect(save()).rejects.toMatchObject({ status: 401 });
    expect(calls(fetchMock)).toEqual(['/api/rounds', SESSION_REFRESH_PATH]);
  });

  it('tries no renewal for a visitor who never signed in (no signed-in hint)', async () => {
    document.cookie = `${HINT}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const fetchMock = api({ renews: true });
    await expect(save()).rejects.toMatchObject({ status: 401 });
    expect(calls(fetchMock)).toEqual(['/api/rounds']);
  });
});
