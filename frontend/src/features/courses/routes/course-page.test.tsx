// @vitest-environment happy-dom
import '../../../testing/setup-dom';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildCourse } from '../../../testing/build-course';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import CoursePage from './course-page';

function renderCoursePage(id: string) {
  renderWithProviders(
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
    expect(screen.getByRole('img', { name: /Map locating Pebble Beach Golf Links/ })).toBeInTheDocument();
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

  it('leaves the OpenStreetMap credit off a custom course', async () => {
    mockFetch({
      'GET /api/courses/my-club': {
        body: buildCourse({ id: 'my-club', name: 'My Club', sourceApi: 'custom', createdBy: 'someone' }),
      },
    });
    renderCoursePage('my-club');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Club' })).toBeInTheDocument();
    expect(screen.queryByText(/OpenStreetMap/)).not.toBeInTheDocument();
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

  it('shows the 404 page for an id no course has', async () => {
    mockFetch({ 'GET /api/courses/no-such-course': { status: 404, body: { message: 'Course not found' } } });
    renderCoursePage('no-such-course');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('no-such-course')).toBeInTheDocument();
  });

  it('offers Try again when the API fails', async () => {
    mockFetch({ 'GET /api/courses/pebble-beach-golf-links': { status: 500, body: { message: 'Internal' } } });
    renderCoursePage('pebble-beach-golf-links');
    expect(await screen.findByText("We couldn't load this course")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
