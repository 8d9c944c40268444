// @vitest-environment happy-dom
import '../../../testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildSearchResult } from '../../../testing/build-course';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import ClubProfilesPage from './club-profiles-page';

function CourseRouteProbe() {
  const { id } = useParams();
  return <p>Course page of {id}</p>;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/club-profiles" element={<ClubProfilesPage />} />
      <Route path="/course/:id" element={<CourseRouteProbe />} />
    </Routes>,
    { route: '/club-profiles' },
  );
}

describe('ClubProfilesPage', () => {
  it("puts a bucket-list heart on each club, filled for the golfer's listed courses", async () => {
    mockFetch({
      'GET /api/courses': {
        body: {
          courses: [
            buildCourse(),
            buildCourse({ id: 'pine-valley-golf-club', name: 'Pine Valley Golf Club', championships: [] }),
          ],
        },
      },
      'GET /api/user/map': {
        body: {
          courses: [
            {
              id: 'pine-valley-golf-club',
              name: 'Pine Valley Golf Club',
              city: 'Pine Valley',
              state: 'NJ',
              country: 'United States',
              latitude: 39.79,
              longitude: -74.97,
              par: 70,
              yardage: null,
              courseType: 'private',
              exclusivityRating: 10,
              architect: 'George Crump',
              status: 'bucket-list',
              onBucketList: true,
            },
          ],
        },
      },
    });
    renderPage();
    const listed = await screen.findByRole('button', {
      name: 'Remove Pine Valley Golf Club from your bucket list',
    });
    expect(listed).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('button', { name: 'Add Pebble Beach Golf Links to your bucket list' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows featured clubs from the catalog with location, championships and exclusivity label', async () => {
    mockFetch({
      'GET /api/courses': {
        body: {
          courses: [
            buildCourse({ exclusivityRating: 6 }),
            buildCourse({
              id: 'pine-valley-golf-club',
              name: 'Pine Valley Golf Club',
              location: 'Pine Valley, NJ, United States',
              exclusivityRating: 10,
              championships: [],
            }),
          ],
        },
      },
    });
    renderPage();
    const pebble = (await screen.findByRole('heading', { name: 'Pebble Beach Golf Links' })).closest(
      'li',
    ) as HTMLElement;
    expect(pebble).toHaveTextContent('Pebble Beach, CA, United States');
    expect(pebble).toHaveTextContent('Premium');
    expect(pebble).toHaveTextContent(/U\.S\. Open ×\d+/);
    expect(within(pebble).getByRole('link', { name: /View Full Profile/ })).toHaveAttribute(
      'href',
      '/course/pebble-beach-golf-links',
    );
    const pine = screen.getByRole('heading', { name: 'Pine Valley Golf Club' }).closest('li') as HTMLElement;
    expect(pine).toHaveTextContent('Elite');
    expect(pine).toHaveTextContent('No championships recorded');
  });

  it("names a club's city once when its state is the city again", async () => {
    mockFetch({
      'GET /api/courses': {
        body: {
          courses: [
            buildCourse({
              id: 'emirates-golf-club-majlis',
              name: 'Emirates Golf Club (Majlis)',
              location: 'Dubai, Dubai, United Arab Emirates',
              city: 'Dubai',
              state: 'Dubai',
              country: 'United Arab Emirates',
            }),
          ],
        },
      },
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Emirates Golf Club (Majlis)' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
  });

  it('finds a course through the dialog and opens its page', async () => {
    mockFetch({
      'GET /api/courses': { body: { courses: [] } },
      'GET /api/courses/search': { body: [buildSearchResult()] },
      'GET /api/external-courses/status': { body: { configured: false } },
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('No courses available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find a course' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search courses' }), 'pebb');
    await user.click(await screen.findByRole('option', { name: /Pebble Beach Golf Links/ }));
    expect(await screen.findByText('Course page of pebble-beach-golf-links')).toBeInTheDocument();
  });
});
