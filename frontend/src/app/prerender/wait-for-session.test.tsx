// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/user';
import { buildUser } from '@/testing/build-user';

let answer: PromiseWithResolvers<User | null>;
vi.mock('@/features/auth', () => ({ firstSessionAnswer: () => answer.promise }));
const { SIGNED_IN_SCREENS, sessionHasGolfer } = await import('./wait-for-session');

beforeEach(() => {
  answer = Promise.withResolvers<User | null>();
});

function Card({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, isLoading } = useSWR('/api/card', fetcher);
  return <p>{isLoading ? 'Loading...' : data}</p>;
}

function SaveButton({ save }: { save: () => Promise<string> }) {
  const { trigger, data } = useSWRMutation('/api/save', save);
  return <button onClick={() => void trigger()}>{data ?? 'Save'}</button>;
}

const whileUnknown = (children: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SWRConfig value={SIGNED_IN_SCREENS}>{children}</SWRConfig>
    </SWRConfig>,
  );

describe('a prerendered screen waiting for the session check', () => {
  it('shows its loading state and asks nothing until a golfer is signed in, then asks', async () => {
    const fetcher = vi.fn(async () => 'Your rounds');
    whileUnknown(<Card fetcher={fetcher} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(fetcher).not.toHaveBeenCalled();
    answer.resolve(buildUser());
    expect(await screen.findByText('Your rounds')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('never asks when nobody is signed in (a stale hint): the landing page replaces it', async () => {
    const fetcher = vi.fn(async () => 'Your rounds');
    whileUnknown(<Card fetcher={fetcher} />);
    answer.resolve(null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('holds a change (a mutation) until a golfer is signed in', async () => {
    const save = vi.fn(async () => 'Saved');
    whileUnknown(<SaveButton save={save} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(save).not.toHaveBeenCalled();
    answer.resolve(buildUser());
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });

  // Last: the golfer, once known, stays known for the rest of the module's life.
  it('asks at once once the signed-in routes have rendered with a golfer', async () => {
    const fetcher = vi.fn(async () => 'Your rounds');
    sessionHasGolfer();
    whileUnknown(<Card fetcher={fetcher} />);
    expect(await screen.findByText('Your rounds')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
