import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler =
  | MockResponse
  | ((request: { method: string; path: string; query: URLSearchParams; body: unknown }) => MockResponse);

/**
 * Replaces `fetch` with a table of answers keyed "METHOD /path" (the hooks under test run for real).
 * An unlisted request fails the test loudly. A handler may be a function of the request, e.g. to echo a body.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer =
      typeof handler === 'function'
        ? handler({ method, path: url.pathname, query: url.searchParams, body })
        : handler;
    const status = answer.status ?? 200;
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a mocked fetch received, as "METHOD /path" strings. */
export function requestsOf(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
  });
}
