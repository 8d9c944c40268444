// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCourse } from '@/testing/build-course';
import { buildUser } from '@/testing/build-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { CourseHandicapCard } from './course-handicap-card';

const signedInWith = (handicap: number | null, ghinHandicap: number | null = null) =>
  mockFetch({ 'GET /api/auth/user': { body: buildUser({ handicap, ghinHandicap }) } });

describe('CourseHandicapCard', () => {
  it('works out the course handicap from the published rating and slope (index × slope / 113 + CR − par)', async () => {
    signedInWith(null);
    const user = userEvent.setup();
    renderWithProviders(
      <CourseHandicapCard course={buildCourse({ courseRating: 75.5, slopeRating: 145, par: 72 })} />,
    );
    await user.type(screen.getByLabelText('Handicap Index'), '12.4');
    // 12.4 × 145 / 113 + 3.5 = 19.41 → 19
    expect(await screen.findByText('19')).toBeInTheDocument();
    expect(screen.getByText(/12\.4 × 145 \/ 113 \+ \(75\.5 − 72\)/)).toBeInTheDocument();
  });

  it("starts from the golfer's handicap, GHIN's when there is one", async () => {
    signedInWith(12.4, 6.8);
    renderWithProviders(<CourseHandicapCard course={buildCourse()} />);
    expect(await screen.findByDisplayValue('6.8')).toBeInTheDocument();
    expect(screen.getByText('Filled in with your GHIN index')).toBeInTheDocument();
    // 6.8 × 145 / 113 + 3.5 = 12.23 → 12
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('keeps a plus index a plus figure', async () => {
    signedInWith(null);
    const user = userEvent.setup();
    renderWithProviders(
      <CourseHandicapCard course={buildCourse({ courseRating: 71, slopeRating: 130, par: 72 })} />,
    );
    await user.type(screen.getByLabelText('Handicap Index'), '+2.3');
    // -2.3 × 130 / 113 − 1 = -3.65 → +4
    expect(await screen.findByText('+4')).toBeInTheDocument();
  });

  it("asks for the tee's rating and slope when the course publishes none, and works them out once typed", async () => {
    signedInWith(12.4);
    const user = userEvent.setup();
    renderWithProviders(
      <CourseHandicapCard
        course={buildCourse({
          courseRating: null,
          slopeRating: 113,
          defaultedFigures: ['slopeRating'],
          par: 72,
        })}
      />,
    );
    expect(
      await screen.findByText(/publishes no course rating: type your tee's Course Rating and Slope/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Course Rating')).toHaveValue('');
    await user.type(screen.getByLabelText('Course Rating'), '70.1');
    await user.type(screen.getByLabelText('Slope'), '200');
    expect(screen.getByText('Slope must be a whole number from 55 to 155')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Slope'));
    await user.type(screen.getByLabelText('Slope'), '125');
    // 12.4 × 125 / 113 + (70.1 − 72) = 11.82 → 12
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText(/12\.4 × 125 \/ 113 \+ \(70\.1 − 72\)/)).toBeInTheDocument();
  });

  it('says when the index is not one', async () => {
    signedInWith(null);
    const user = userEvent.setup();
    renderWithProviders(<CourseHandicapCard course={buildCourse()} />);
    await user.type(screen.getByLabelText('Handicap Index'), 'abc');
    expect(screen.getByText('Enter an index such as 12.4, or +2.3 for a plus handicap')).toBeInTheDocument();
  });
});
