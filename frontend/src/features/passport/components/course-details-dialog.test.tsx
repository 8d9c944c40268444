// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCourse } from '@/testing/build-course';
import { buildDestination } from '@/testing/build-destination';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { CourseDetailsDialog } from './course-details-dialog';

describe('CourseDetailsDialog', () => {
  it("shows the course's community score as it is today, not as the passport kept it when the course was linked", async () => {
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': {
        body: buildCourse({ id: 'pebble-beach-golf-links', userRating: 8, reviewCount: 3 }),
      },
    });
    renderWithProviders(
      <CourseDetailsDialog
        destination={buildDestination('pebble-beach-golf-links', { name: 'Pebble Beach', userRating: 0 })}
        rounds={[]}
        onOpenChange={vi.fn()}
      />,
    );
    const userRating = screen.getByText('User Rating').nextElementSibling;
    expect(userRating).toHaveTextContent('No rating');
    expect(await screen.findByText('8/10')).toBe(userRating);
  });

  it.each([
    [null, 'N/A'],
    [139, '139'],
  ])(
    'shows a slope of %s as %s (N/A where only the default is known, as on the course page)',
    (slope, shown) => {
      mockFetch({ 'GET /api/courses/muirfield': { status: 404, body: { message: 'Not found' } } });
      renderWithProviders(
        <CourseDetailsDialog
          destination={buildDestination('muirfield', { slopeRating: slope })}
          rounds={[]}
          onOpenChange={vi.fn()}
        />,
      );
      expect(screen.getByText('Slope Rating').nextElementSibling).toHaveTextContent(shown);
    },
  );
});
