// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '#shared/web/prerendered-screens';
import { buildUser } from '@/testing/build-user';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { getAuthUser, onSignedInAnswer, startSessionCheck, useAuthUser } from './get-auth-user';

describe('getAuthUser', () => {
  it('tells its listeners when the answer names a golfer, before the profile is parsed', async () => {
    const user = buildUser();
    mockFetch({ 'GET /api/auth/user': { body: user } });
    const listener = vi.fn();
    const stop = onSignedInAnswer(listener);
    try {
      await expect(getAuthUser()).resolves.toMatchObject({ id: user.id });
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('resolves a 401 to null and tells no listener', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Sign in required' } } });
    const listener = vi.fn();
    const stop = onSignedInAnswer(listener);
    try {
      await expect(getAuthUser()).resolves.toBeNull();
      expect(listener).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('forgets the signed-in hint when nobody is signed in, and keeps it for a golfer', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    mockFetch({ 'GET /api/auth/user': { body: buildUser() } });
    await getAuthUser();
    expect(document.cookie).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
    mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Sign in required' } } });
    await getAuthUser();
    expect(document.cookie).not.toContain(SIGNED_IN_HINT_COOKIE);
  });

  it('asks once when the app starts it before the first render: the hook takes that request', async () => {
    const user = buildUser();
    const fetchMock = mockFetch({ 'GET /api/auth/user': { body: user } });
    const listener = vi.fn();
    const stop = onSignedInAnswer(listener);
    try {
      startSessionCheck();
      expect(requestsOf(fetchMock)).toEqual(['GET /api/auth/user']);
      await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
      const { result } = renderHook(() => useAuthUser());
      await waitFor(() => expect(result.current.user).toMatchObject({ id: user.id }));
      expect(requestsOf(fetchMock)).toEqual(['GET /api/auth/user']);
    } finally {
      stop();
    }
  });
});
