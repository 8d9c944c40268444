import { describe, expect, it } from 'vitest';
import { apiFetch, directApiUrl, signIn } from '../../../scripts/local/testing';
import { endpointGroups } from '../../endpoint-groups';
import { freshEmail } from '../testing/stack-helpers';
import { EDGE_ONLY_MESSAGE } from './origin-verify';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

/** Every route of every group, with a placeholder in each path parameter. */
const everyRoute = Object.values(endpointGroups).flatMap((group) =>
  group.routes.map((routeKey) => {
    const [method = 'GET', path = '/'] = routeKey.split(' ');
    return [method, path.replace(/\{[^}]+\}/g, 'some-id')] as const;
  }),
);

async function direct(method: string, path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, directApiUrl()), {
    method,
    headers,
    redirect: 'manual',
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
}

describe('the edge is the only door', () => {
  it.each(everyRoute)(
    '%s %s called directly, without the header CloudFront adds, answers 403 (edge bypass)',
    async (method, path) => {
      const response = await direct(method, path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: EDGE_ONLY_MESSAGE });
    },
  );

  it('refuses a direct call with a guessed header value, even with a valid session cookie', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await direct('GET', '/api/auth/user', { cookie, [ORIGIN_VERIFY_HEADER]: 'guess' });
    expect(response.status).toBe(403);
  });

  it('refuses a direct sign-in that tries to pick the app origin with x-forwarded-host (host spoofing)', async () => {
    const response = await direct('GET', '/api/login?returnTo=/profile', {
      'x-forwarded-host': 'evil.example',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });

  it('lets the same requests through the front door, which adds the header as CloudFront does', async () => {
    expect((await apiFetch('/api/auth/user')).status).toBe(401);
    expect((await apiFetch('/api/login')).status).toBe(302);
    const { cookie } = await signIn(freshEmail());
    expect((await apiFetch('/api/auth/user', { cookie })).status).toBe(200);
  });
});
