// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCourse, buildSearchResult } from '@/testing/build-course';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import AddToBucketListForm from './add-to-bucket-list-form';

const augusta = buildSearchResult({ id: 'augusta-national', name: 'Augusta National Golf Club' });
const augustaOnMap = {
  ...augusta,
  state: 'GA',
  latitude: 33.5,
  longitude: -82.02,
  par: 72,
  yardage: null,
  architect: 'Alister MacKenzie',
  status: 'bucket-list',
  onBucketList: true,
};

function entryOf(priority: number, notes: string | null) {
  const course = buildCourse({ id: augusta.id, name: augusta.name });
  return {
    id: course.id,
    courseId: course.id,
    notes,
    priority,
    addedAt: '2026-01-01T00:00:00.000Z',
    playedAt: null,
    course,
  };
}

/** Augusta already listed at 10/10; `onMap` says whether the map's statuses (the mark) know it. */
function mockServer({ onMap, played = false }: { onMap: boolean; played?: boolean }) {
  const patches: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/courses/search': { body: [augusta] },
    'GET /api/courses/search/suggestion': { body: { suggestion: null } },
    'GET /api/external-courses/status': { body: { configured: false } },
    'GET /api/user/map': {
      body: { courses: onMap ? [{ ...augustaOnMap, ...(played ? { status: 'played' } : {}) }] : [] },
    },
    'GET /api/user/bucket-list': { body: { entries: [], total: 1 } },
    'POST /api/user/bucket-list': {
      status: 200,
      body: { entry: entryOf(10, 'Masters week'), created: false },
    },
    'PATCH /api/user/bucket-list/augusta-national': ({ body }) => {
      patches.push(body);
      return { body: entryOf(3, 'Go in April') };
    },
  });
  return { fetchMock, patches };
}

async function pickAugusta() {
  const onOpenChange = vi.fn();
  renderWithProviders(<AddToBucketListForm open onOpenChange={onOpenChange} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox', { name: 'Search courses' }), 'augusta');
  const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
  return { user, listbox, onOpenChange };
}

describe('AddToBucketListForm: a course already listed', () => {
  it('marks it in the results and the form, and saves the priority and notes set with PATCH, saying so', async () => {
    const { fetchMock, patches } = mockServer({ onMap: true });
    const { user, listbox, onOpenChange } = await pickAugusta();
    expect(await within(listbox).findByText('On your bucket list')).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: /Augusta National/ }));

    expect(screen.getByText(/Already on your bucket list/)).toBeInTheDocument();
    // The one priority control (a select, as in View all), keeping the entry's own until one is chosen.
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue('Keep its priority');
    fireEvent.change(screen.getByLabelText(/^Priority/), { target: { value: '3' } });
    await user.type(screen.getByLabelText('Notes'), 'Go in April');
    await user.click(screen.getByRole('button', { name: 'Update Bucket List' }));

    expect(await screen.findByText('Bucket list updated')).toBeInTheDocument();
    expect(screen.queryByText('Added to bucket list')).not.toBeInTheDocument();
    expect(patches).toEqual([{ priority: 3, notes: 'Go in April' }]);
    expect(requestsOf(fetchMock)).not.toContain('POST /api/user/bucket-list');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('keeps the priority it has when only notes are set', async () => {
    const { patches } = mockServer({ onMap: true });
    const { user, listbox } = await pickAugusta();
    await within(listbox).findByText('On your bucket list');
    await user.click(within(listbox).getByRole('option', { name: /Augusta National/ }));
    await user.type(screen.getByLabelText('Notes'), 'Go in April');
    await user.click(screen.getByRole('button', { name: 'Update Bucket List' }));
    expect(await screen.findByText('Bucket list updated')).toBeInTheDocument();
    expect(patches).toEqual([{ notes: 'Go in April' }]);
  });

  it('writes nothing and says it is listed already when nothing was set', async () => {
    const { fetchMock } = mockServer({ onMap: true });
    const { user, listbox } = await pickAugusta();
    await within(listbox).findByText('On your bucket list');
    await user.click(within(listbox).getByRole('option', { name: /Augusta National/ }));
    await user.click(screen.getByRole('button', { name: 'Update Bucket List' }));
    expect(await screen.findByText('Already on your bucket list')).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('saves what was set when only the server knew it was listed (200, created false)', async () => {
    const { fetchMock, patches } = mockServer({ onMap: false });
    const { user, listbox } = await pickAugusta();
    await user.click(within(listbox).getByRole('option', { name: /Augusta National/ }));
    expect(screen.queryByText(/Already on your bucket list/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Priority/), { target: { value: '7' } });
    await user.click(screen.getByRole('button', { name: 'Add to Bucket List' }));

    expect(await screen.findByText('Bucket list updated')).toBeInTheDocument();
    expect(screen.queryByText('Added to bucket list')).not.toBeInTheDocument();
    expect(patches).toEqual([{ priority: 7 }]);
    expect(requestsOf(fetchMock)).toContain('POST /api/user/bucket-list');
  });

  it('says when the course is one the golfer has played already', async () => {
    mockServer({ onMap: true, played: true });
    const { user, listbox } = await pickAugusta();
    await within(listbox).findByText('On your bucket list');
    await user.click(within(listbox).getByRole('option', { name: /Augusta National/ }));
    expect(await screen.findByText(/You have played Augusta National Golf Club already/)).toBeInTheDocument();
  });
});
