// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildCourse } from '@/testing/build-course';
import { buildRound } from '@/testing/build-round';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import CoursePage from './course-page';

function renderCoursePage(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/course/:id" element={<CoursePage />} />
    </Routes>,
    { route: `/course/${id}` },
  );
}

/** The fact cards as "term: value label" strings. */
function facts(): Record<string, string> {
  const list = screen.getByRole('heading', { name: 'Course information' }).nextElementSibling as HTMLElement;
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]),
  );
}

describe('CoursePage', () => {
  it('shows a loading skeleton, then the course with its spec labels', async () => {
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': { body: buildCourse({ exclusivityRating: 9 }) },
    });
    renderCoursePage('pebble-beach-golf-links');
    expect(screen.getByRole('status')).toHaveTextContent('Loading course...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pebble Beach Golf Links' }),
    ).toBeInTheDocument();
    expect(facts()).toEqual({
      Par: '72',
      Yardage: '7,075 yds',
      'Course Rating': '75.5Very Difficult',
      'Slope Rating': '145Very Challenging',
      Exclusivity: '9/10Elite',
      'Course Type': 'Resort',
    });
    expect(screen.getByText('Historic')).toBeInTheDocument();
    expect(screen.getByText('Jack Neville, Douglas Grant, 1919')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Setting' })).toHaveTextContent('coastal');
    // No WebGL here: the locator is the map's plain list, under the map's name.
    expect(screen.getByRole('status', { name: /Map locating Pebble Beach Golf Links/ })).toHaveTextContent(
      'Pebble Beach Golf Links',
    );
  });

  it('redirects a course id in other letter cases to the canonical address', async () => {
    mockFetch({ 'GET /api/courses/pebble-beach-golf-links': { body: buildCourse() } });
    renderCoursePage('PEBBLE-BEACH-GOLF-LINKS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pebble Beach Golf Links' }),
    ).toBeInTheDocument();
  });

  it("lists the golfer's rounds at this course, newest first, with date and score", async () => {
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': { body: buildCourse() },
      'GET /api/rounds': {
        body: {
          rounds: [
            buildRound({ id: '01JAAAAAAAAAAAAAAAAAAAAAB1', score: 79, playedAt: '2025-05-03' }),
            buildRound({ id: '01JAAAAAAAAAAAAAAAAAAAAAB2', courseId: 'cypress-point-club', score: 90 }),
            buildRound({ id: '01JAAAAAAAAAAAAAAAAAAAAAB3', score: 88, playedAt: '2024-06-15' }),
          ],
        },
      },
    });
    renderCoursePage('pebble-beach-golf-links');
    const list = await screen.findByRole('list', { name: 'Your rounds at Pebble Beach Golf Links' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['May 3, 202518 holes79 (+7)', 'Jun 15, 202418 holes88 (+16)']);
    expect(screen.getByRole('link', { name: 'See them in Round History' })).toHaveAttribute(
      'href',
      '/rounds',
    );
  });

  it('says how roughly a year is known where none is recorded (the Old Course: 15th century)', async () => {
    mockFetch({
      'GET /api/courses/old-course-st-andrews': {
        body: buildCourse({
          id: 'old-course-st-andrews',
          name: 'St Andrews Links (Old Course)',
          architects: ['Allan Robertson', 'Old Tom Morris'],
          architectYear: null,
          yearText: '15th century',
        }),
      },
    });
    renderCoursePage('old-course-st-andrews');
    expect(await screen.findByText('Allan Robertson, Old Tom Morris, 15th century')).toBeInTheDocument();
    const yearTerm = screen.getByText('Year', { selector: 'dt' });
    expect(yearTerm.nextElementSibling).toHaveTextContent('15th century');
    expect(screen.queryByText('Unknown')).toBeNull();
  });

  it("credits OpenStreetMap under a catalog course's details", async () => {
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': { body: buildCourse() },
    });
    renderCoursePage('pebble-beach-golf-links');
    expect(await screen.findByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('credits the open datasets under ODbL on a course that uses their facts, and only those it used', async () => {
    const openData = {
      sourceIds: ['opengolfapi:9002', 'openstreetmap:way/1001'],
      factSources: { website: 'opengolfapi' as const },
      club: null,
      holes: 18,
      holePars: null,
      website: 'https://meadows.example',
      phone: null,
      address: null,
      postalCode: null,
    };
    mockFetch({
      'GET /api/courses/sample-meadows': {
        body: buildCourse({ id: 'sample-meadows', name: 'Sample Meadows', sourceApi: 'opendata', openData }),
      },
      'GET /api/courses/golfers-club': {
        body: buildCourse({
          id: 'golfers-club',
          name: 'Golfers Club',
          sourceApi: 'custom',
          openData: { ...openData, sourceIds: ['opengolfapi:9'] },
        }),
      },
    });
    const first = renderCoursePage('sample-meadows');
    expect(await screen.findByTestId('open-data-attribution')).toHaveTextContent(
      'Course data © OpenStreetMap contributors / OpenGolfAPI, ODbL',
    );
    first.unmount();
    renderCoursePage('golfers-club');
    expect(await screen.findByTestId('open-data-attribution')).toHaveTextContent(
      'Course data © OpenGolfAPI, ODbL',
    );
  });

  it('marks a custom course as added by a golfer, without the OpenStreetMap credit', async () => {
    mockFetch({
      'GET /api/courses/my-club': {
        body: buildCourse({ id: 'my-club', name: 'My Club', sourceApi: 'custom' }),
      },
    });
    renderCoursePage('my-club');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Club' })).toBeInTheDocument();
    expect(screen.queryByText(/OpenStreetMap/)).not.toBeInTheDocument();
    expect(screen.getByText('Added by a golfer')).toBeVisible();
    expect(screen.getByText(/Added to Fescue by a golfer: its facts are as they gave them/)).toBeVisible();
  });

  it('says a course added from GolfCourseAPI came from its worldwide list, and not that a golfer made it', async () => {
    mockFetch({
      'GET /api/courses/ext': {
        body: buildCourse({ id: 'ext', name: 'Rancho Park', sourceApi: 'golfcourseapi' }),
      },
    });
    renderCoursePage('ext');
    await screen.findByRole('heading', { level: 1, name: 'Rancho Park' });
    expect(screen.getByText(/from GolfCourseAPI's worldwide list/)).toBeVisible();
    expect(screen.queryByText('Added by a golfer')).not.toBeInTheDocument();
  });

  it('shows N/A for an unknown rating, the default slope 113 as Standard, and Premium/Standard exclusivity', async () => {
    mockFetch({
      'GET /api/courses/custom-1': {
        body: buildCourse({
          id: 'custom-1',
          courseRating: null,
          nationalRating: 0,
          slopeRating: 113,
          yardage: null,
          exclusivityRating: 4.5,
          architectYear: 1995,
        }),
      },
    });
    renderCoursePage('custom-1');
    await screen.findByRole('heading', { level: 1 });
    expect(facts()).toMatchObject({
      Yardage: 'N/A',
      'Course Rating': 'N/A',
      'Slope Rating': '113Standard',
      Exclusivity: '4.5/10Standard',
    });
    expect(screen.queryByText('Historic')).not.toBeInTheDocument();
  });

  it('reads N/A for an unpublished slope as for an unknown course rating, and says 113 is the default, with no difficulty label', async () => {
    mockFetch({
      'GET /api/courses/old-course': {
        body: buildCourse({
          id: 'old-course',
          courseRating: null,
          nationalRating: 0,
          slopeRating: 113,
          defaultedFigures: ['slopeRating'],
        }),
      },
    });
    renderCoursePage('old-course');
    await screen.findByRole('heading', { level: 1 });
    expect(facts()).toMatchObject({
      'Course Rating': 'N/A',
      'Slope Rating': 'N/AFescue uses the standard 113 until one is published',
      Exclusivity: '6/10Premium',
    });
  });

  it("says a new custom course's exclusivity is its type's default, not a rating, and its slope none given", async () => {
    mockFetch({
      'GET /api/courses/01JAAAAAAAAAAAAAAAAAAAAAA1': {
        body: buildCourse({
          id: '01JAAAAAAAAAAAAAAAAAAAAAA1',
          sourceApi: 'custom',
          courseType: 'public',
          exclusivityRating: 4.5,
          slopeRating: 113,
          defaultedFigures: ['slopeRating', 'exclusivityRating'],
        }),
      },
    });
    renderCoursePage('01JAAAAAAAAAAAAAAAAAAAAAA1');
    await screen.findByRole('heading', { level: 1 });
    expect(facts()).toMatchObject({
      'Slope Rating': 'N/AFescue uses the standard 113 until you give one',
      Exclusivity: '4.5/10StandardDefault for public courses, not a rating',
    });
  });

  it("says plainly that a course placed at its country's centre is approximately placed", async () => {
    mockFetch({
      'GET /api/courses/01JAAAAAAAAAAAAAAAAAAAAAA2': {
        body: buildCourse({
          id: '01JAAAAAAAAAAAAAAAAAAAAAA2',
          name: 'Rift Valley Links',
          sourceApi: 'custom',
          city: 'Naivasha',
          state: null,
          country: 'Kenya',
          location: 'Naivasha, Kenya',
          latitude: 1,
          longitude: 38,
          placement: { method: 'country', place: 'Kenya' },
        }),
      },
    });
    renderCoursePage('01JAAAAAAAAAAAAAAAAAAAAAA2');
    await screen.findByRole('heading', { level: 1, name: 'Rift Valley Links' });
    expect(screen.getByText('Approximate position: centre of Kenya')).toBeInTheDocument();
    expect(
      screen.getByRole('status', {
        name: 'Map showing the centre of Kenya, the approximate position of Rift Valley Links',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Map position').nextElementSibling).toHaveTextContent(
      /^Approximate: the centre of Kenya\. The course was added without its own coordinates/,
    );
    expect(screen.queryByText(/1\.00°N/)).not.toBeInTheDocument();
  });

  it('reads "the centre of the United Kingdom", and names a city that is also its state once', async () => {
    mockFetch({
      'GET /api/courses/01JAAAAAAAAAAAAAAAAAAAAAA3': {
        body: buildCourse({
          id: '01JAAAAAAAAAAAAAAAAAAAAAA3',
          name: 'Home Nine',
          sourceApi: 'custom',
          city: 'Dubai',
          state: 'Dubai',
          country: 'United Kingdom',
          location: 'Dubai, Dubai, United Kingdom',
          latitude: 55.38,
          longitude: -3.44,
          placement: { method: 'country', place: 'United Kingdom' },
        }),
      },
    });
    renderCoursePage('01JAAAAAAAAAAAAAAAAAAAAAA3');
    await screen.findByRole('heading', { level: 1, name: 'Home Nine' });
    expect(screen.getByText('Approximate position: centre of the United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Map position').nextElementSibling).toHaveTextContent(
      /^Approximate: the centre of the United Kingdom\. /,
    );
    expect(screen.getByText('Location').nextElementSibling).toHaveTextContent(/^Dubai, United Kingdom$/);
    expect(screen.queryByText(/Dubai, Dubai/)).not.toBeInTheDocument();
  });

  it('shows a catalog course at its exact position, with its coordinates', async () => {
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': {
        body: buildCourse({ placement: { method: 'exact', place: null } }),
      },
    });
    renderCoursePage('pebble-beach-golf-links');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('36.57°N 121.95°W')).toBeInTheDocument();
    expect(screen.queryByText(/Approximate/)).not.toBeInTheDocument();
    expect(screen.queryByText('Map position')).not.toBeInTheDocument();
  });

  it('draws no map for a course whose place was not found, and says its position is not known', async () => {
    mockFetch({
      'GET /api/courses/01JAAAAAAAAAAAAAAAAAAAAAA4': {
        body: buildCourse({
          id: '01JAAAAAAAAAAAAAAAAAAAAAA4',
          sourceApi: 'golfcourseapi',
          latitude: 40,
          longitude: -74,
          placement: { method: 'fallback', place: null },
        }),
      },
    });
    renderCoursePage('01JAAAAAAAAAAAAAAAAAAAAAA4');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img', { name: /Map/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^Not known: this course was added without coordinates/)).toBeInTheDocument();
  });

  it('lists championship history by event with years, awarded editions marked', async () => {
    mockFetch({ 'GET /api/courses/pebble-beach-golf-links': { body: buildCourse() } });
    renderCoursePage('pebble-beach-golf-links');
    const usOpen = (await screen.findByRole('heading', { name: 'U.S. Open' })).closest('li') as HTMLElement;
    const thisYear = new Date().getFullYear();
    // The fixture's last U.S. Open is 2027: awarded until that year comes.
    expect(usOpen).toHaveTextContent(
      thisYear < 2027
        ? '1972, 1982, 1992, 2000, 2010, 2019; 2027 (awarded)'
        : '1972, 1982, 1992, 2000, 2010, 2019, 2027',
    );
    const proAm = screen
      .getByRole('heading', { name: /AT&T Pebble Beach Pro-Am/ })
      .closest('li') as HTMLElement;
    expect(proAm).toHaveTextContent('PGA Tour');
    expect(proAm).toHaveTextContent('Annually since 1947');
  });

  it('shows the course photo in the hero when there is one, instead of the map', async () => {
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': {
        body: buildCourse({ imageUrl: 'https://photos.example/pebble.jpg' }),
      },
    });
    renderCoursePage('pebble-beach-golf-links');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.course-hero__photo')).toHaveAttribute(
      'src',
      'https://photos.example/pebble.jpg',
    );
    expect(screen.queryByRole('img', { name: /Map locating/ })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an id no course has, in words for golfers, with a way to find the course', async () => {
    mockFetch({ 'GET /api/courses/no-such-course': { status: 404, body: { message: 'Course not found' } } });
    renderCoursePage('no-such-course');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/course/no-such-course')).toBeInTheDocument();
    expect(
      screen.getByText(/The link may be mistyped, or the course may have been removed/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Developer hint/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a course on Club Profiles' })).toHaveAttribute(
      'href',
      '/club-profiles',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers Try again and the way back to Club Profiles when the API fails', async () => {
    mockFetch({ 'GET /api/courses/pebble-beach-golf-links': { status: 500, body: { message: 'Internal' } } });
    renderCoursePage('pebble-beach-golf-links');
    expect(await screen.findByText("We couldn't load this course")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Club Profiles' })).toHaveAttribute('href', '/club-profiles');
  });

  it('offline, a course this device never opened says it needs a connection, not that Fescue failed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderCoursePage('pebble-beach-golf-links');
    expect(await screen.findByText('This course needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/Fescue did not answer/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Club Profiles' })).toHaveAttribute('href', '/club-profiles');
    vi.restoreAllMocks();
  });
});
