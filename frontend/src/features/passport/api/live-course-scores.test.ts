// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { buildCourse } from '@/testing/build-course';
import { mockFetch } from '@/testing/mock-fetch';
import { useLiveCourseScores } from './live-course-scores';

const freshCache = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

describe('useLiveCourseScores', () => {
  it("reads nothing until it is wanted, then every page of the golfer's courses with today's scores", async () => {
    const fetchMock = mockFetch({
      'GET /api/courses': ({ query }) => {
        expect(query.get('scope')).toBe('mine');
        return query.get('cursor') === 'page-2'
          ? { body: { courses: [buildCourse({ id: 'muirfield', userRating: 9.1 })] } }
          : {
              body: {
                courses: [buildCourse({ id: 'pebble-beach-golf-links', userRating: 8 })],
                nextCursor: 'page-2',
              },
            };
      },
    });
    const { result, rerender } = renderHook(({ wanted }) => useLiveCourseScores(wanted), {
      wrapper: freshCache,
      initialProps: { wanted: false },
    });
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ wanted: true });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect([...(result.current.data ?? [])]).toEqual([
      ['pebble-beach-golf-links', 8],
      ['muirfield', 9.1],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
