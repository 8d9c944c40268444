// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MapPoint } from './course-map-types';
import { renderWithProviders } from '@/testing/render';
import { COURSE_LIST_PAGE, MapCourseList } from './map-course-list';

const course = (index: number, status: MapPoint['status'] = 'available'): MapPoint => ({
  id: `course-${index}`,
  // Zero-padded, so the names sort as the numbers do.
  name: `Course ${String(index).padStart(3, '0')}`,
  latitude: index,
  longitude: index,
  status,
  city: 'Bandon',
  state: 'OR',
  country: 'United States',
});

const catalog = (size: number) => Array.from({ length: size }, (_, index) => course(index + 1));

describe('MapCourseList', () => {
  it("lists the golfer's courses first, with place and status, a page at a time", () => {
    const mine = {
      ...course(900, 'played'),
      name: 'Old Course',
      city: 'St Andrews',
      state: null,
      country: 'Scotland',
    };
    renderWithProviders(<MapCourseList points={[...catalog(30), mine]} onShow={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Courses on the map' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(COURSE_LIST_PAGE);
    expect(rows[0]).toHaveTextContent('Old Course');
    expect(rows[0]).toHaveTextContent('St Andrews, Scotland');
    expect(rows[0]).toHaveTextContent('Played');
    expect(rows[1]).toHaveTextContent('Course 001');
    expect(rows[1]).toHaveTextContent('Bandon, OR, United States');
    expect(rows[1]).toHaveTextContent('Available');
    expect(screen.getByText(/Showing 25 of 31/)).toBeInTheDocument();
  });

  it('opens the chosen course on the map', async () => {
    const onShow = vi.fn();
    renderWithProviders(<MapCourseList points={catalog(3)} onShow={onShow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Course 002' }));
    expect(onShow).toHaveBeenCalledWith(expect.objectContaining({ id: 'course-2' }));
  });

  it('marks the course whose popup is open as the current one', () => {
    renderWithProviders(<MapCourseList points={catalog(3)} onShow={vi.fn()} openId="course-2" />);
    expect(screen.getByRole('button', { name: 'Course 002' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Course 001' })).not.toHaveAttribute('aria-current');
  });

  it('shows the next page and puts focus on the first course it revealed', async () => {
    renderWithProviders(<MapCourseList points={catalog(30)} onShow={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 5 more courses' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Course 026' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /more courses/ })).not.toBeInTheDocument();
    expect(screen.getByText(/30 courses/)).toBeInTheDocument();
  });

  it('starts again at the first page when the search or a filter changes the courses', async () => {
    const points = catalog(60);
    const { rerender } = renderWithProviders(<MapCourseList points={points} onShow={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 25 more courses' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    rerender(<MapCourseList points={points.slice(1)} onShow={vi.fn()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(COURSE_LIST_PAGE);
  });

  it('says when the search and filters leave no course', () => {
    renderWithProviders(<MapCourseList points={[]} onShow={vi.fn()} />);
    expect(screen.getByText('None match the search and filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Courses on the map' })).not.toBeInTheDocument();
  });

  it('links each course to its page when the map could not load', () => {
    renderWithProviders(<MapCourseList points={catalog(1)} onShow={vi.fn()} mapFailed />);
    expect(screen.getByRole('link', { name: 'Course 001' })).toHaveAttribute('href', '/course/course-1');
    expect(screen.queryByText(/see it on the map/)).not.toBeInTheDocument();
  });
});
