// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { cacheKeys } from './cache-keys';
import { refreshRoundDerivedData } from './round-writes';

/** Reads `keys` as a screen would, counting each request. */
function Reader({ keys, loads }: { keys: string[]; loads: Map<string, number> }) {
  return keys.map((key) => <Read key={key} path={key} loads={loads} />);
}

function Read({ path, loads }: { path: string; loads: Map<string, number> }) {
  const { data } = useSWR(path, async (key: string) => {
    const count = (loads.get(key) ?? 0) + 1;
    loads.set(key, count);
    return `${key} #${count}`;
  });
  return <p>{data ?? `${path} loading`}</p>;
}

const captured: { mutate?: ScopedMutator } = {};
function CaptureMutate() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    captured.mutate = mutate;
  }, [mutate]);
  return null;
}
const refresh = () => refreshRoundDerivedData(captured.mutate as ScopedMutator);

function Screens({ keys, loads }: { keys: string[]; loads: Map<string, number> }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <CaptureMutate />
      <button onClick={() => setShown((was) => !was)}>toggle</button>
      {shown ? <Reader keys={keys} loads={loads} /> : null}
    </>
  );
}

const DERIVED = [
  cacheKeys.userStats,
  cacheKeys.bucketList(20),
  cacheKeys.myMap,
  cacheKeys.passport('2026-12-06'),
];
const INDEPENDENT = [cacheKeys.user, cacheKeys.events];

describe('refreshRoundDerivedData', () => {
  it('after a round write reloads the bucket list, map, stats and passport a screen shows, not the profile', async () => {
    const loads = new Map<string, number>();
    renderWithProviders(<Screens keys={[...DERIVED, ...INDEPENDENT]} loads={loads} />);
    for (const key of [...DERIVED, ...INDEPENDENT])
      expect(await screen.findByText(`${key} #1`)).toBeVisible();

    await act(refresh);

    for (const key of DERIVED) expect(await screen.findByText(`${key} #2`)).toBeVisible();
    expect(INDEPENDENT.map((key) => loads.get(key))).toEqual([1, 1]);
  });

  it('a screen not shown during the write loads its rounds-derived reads again when it comes back', async () => {
    const loads = new Map<string, number>();
    const keys = [cacheKeys.recentRounds, cacheKeys.architectStats, cacheKeys.handicapHistory];
    renderWithProviders(<Screens keys={keys} loads={loads} />);
    for (const key of keys) expect(await screen.findByText(`${key} #1`)).toBeVisible();

    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    await act(refresh);
    act(() => screen.getByRole('button', { name: 'toggle' }).click());

    expect(await screen.findByText(`${cacheKeys.recentRounds} #2`)).toBeVisible();
    expect(await screen.findByText(`${cacheKeys.architectStats} #2`)).toBeVisible();
    // What rounds do not change stays as the cache has it (reads never revalidate by themselves).
    await waitFor(() => expect(loads.get(cacheKeys.handicapHistory)).toBe(1));
    expect(screen.getByText(`${cacheKeys.handicapHistory} #1`)).toBeVisible();
  });
});
