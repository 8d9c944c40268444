import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getJson, HttpError, sendJson } from './http';

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText })),
  );
  return vi.mocked(fetch);
}

afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('turns a non-OK answer into "<status>: <body text>" and keeps the parsed error body', async () => {
    answer(400, JSON.stringify({ message: 'Bad handicap', fieldErrors: { handicap: 'Too high' } }));
    const error = await getJson('/api/user', z.object({})).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: '400: {"message":"Bad handicap","fieldErrors":{"handicap":"Too high"}}',
      body: { message: 'Bad handicap', fieldErrors: { handicap: 'Too high' } },
    });
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(getJson('/api/user', z.object({}))).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps no parsed body when the error body is not the API error shape', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(getJson('/api/user', z.object({}))).rejects.toMatchObject({ body: null });
  });

  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = answer(200, JSON.stringify({ ok: true }));
    await expect(
      sendJson('PATCH', '/api/user/profile', { city: 'Troon' }, z.object({ ok: z.boolean() })),
    ).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"city":"Troon"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('rejects an answer that breaks the contract schema', async () => {
    answer(200, JSON.stringify({ id: 7 }));
    await expect(getJson('/api/user', z.object({ id: z.string() }))).rejects.toThrow();
  });
});
