// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildCourse, buildSearchResult } from '@/testing/build-course';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
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

const pineValleyOnMap = {
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
};

describe('ClubProfilesPage', () => {
  it("Find a course: the highlighted result's heart sits beside the listbox and toggles the bucket list", async () => {
    const pineValley = buildSearchResult({ id: 'pine-valley-golf-club', name: 'Pine Valley Golf Club' });
    const pinehurst = buildSearchResult({ id: 'pinehurst-no-2', name: 'Pinehurst No. 2' });
    let listed = [pineValleyOnMap];
    const fetchMock = mockFetch({
      'GET /api/courses': { body: { courses: [] } },
      'GET /api/courses/search': { body: [pineValley, pinehurst] },
      'GET /api/external-courses/status': { body: { configured: false } },
      'GET /api/user/map': () => ({ body: { courses: listed } }),
      'POST /api/user/bucket-list': () => {
        listed = [...listed, { ...pineValleyOnMap, id: 'pinehurst-no-2', name: 'Pinehurst No. 2' }];
        const course = buildCourse({ id: 'pinehurst-no-2', name: 'Pinehurst No. 2' });
        const entry = {
          id: course.id,
          courseId: course.id,
          notes: null,
          priority: 5,
          playedAt: null,
          course,
        };
        return {
          status: 201,
          body: { entry: { ...entry, addedAt: '2026-01-01T00:00:00.000Z' }, created: true },
        };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Find a course' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search courses' }), 'pine');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });

    // The listed course says so inside its option (text, no control); the heart is for the highlighted one.
    expect(within(listbox).getByRole('option', { name: /Pine Valley Golf Club/ })).toHaveTextContent(
      'On your bucket list',
    );
    expect(within(listbox).queryAllByRole('button')).toEqual([]);
    const firstHeart = await screen.findByRole('button', {
      name: 'Remove Pine Valley Golf Club from your bucket list',
    });
    expect(firstHeart).toHaveAttribute('aria-pressed', 'true');

    // Down to Pinehurst, Tab to its heart (the next stop after the search box), Enter adds it.
    await user.keyboard('{ArrowDown}');
    const heart = screen.getByRole('button', { name: 'Add Pinehurst No. 2 to your bucket list' });
    await user.tab();
    expect(heart).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('button', { name: 'Remove Pinehurst No. 2 from your bucket list' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(requestsOf(fetchMock)).toContain('POST /api/user/bucket-list');
    // The dialog stays open: the heart is its own action, not a pick.
    expect(screen.getByRole('dialog', { name: 'Find a course' })).toBeInTheDocument();
  });

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
      'GET /api/user/map': { body: { courses: [] } },
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('No courses available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find a course' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search courses' }), 'pebb');
    await user.click(await screen.findByRole('option', { name: /Pebble Beach Golf Links/ }));
    expect(await screen.findByText('Course page of pebble-beach-golf-links')).toBeInTheDocument();
  });

  it('offline with nothing kept, the featured clubs and The Fescue List say they need a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const noSignal = () => {
      throw new TypeError('Failed to fetch');
    };
    mockFetch({
      'GET /api/courses': noSignal,
      'GET /api/courses/fescue-list': noSignal,
      'GET /api/user/map': noSignal,
    });
    renderPage();
    expect(await screen.findByText('The featured clubs need a connection')).toBeInTheDocument();
    expect(await screen.findByText('The Fescue List needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/Fescue did not answer/)).toBeNull();
    vi.restoreAllMocks();
  });
});
