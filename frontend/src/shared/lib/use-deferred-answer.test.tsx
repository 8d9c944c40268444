// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { memo, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer, type Answer } from './use-deferred-answer';

/** An external store as SWR keeps its answers: React renders its changes at once (not time-sliced). */
function answerStore() {
  let answer: { data?: string; error?: Error; isLoading: boolean } = { isLoading: true };
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => answer,
    answer: (next: typeof answer) => {
      answer = next;
      for (const listener of listeners) listener();
    },
  };
}

function renderCard(store: ReturnType<typeof answerStore>) {
  const shell: string[] = [];
  const body: string[] = [];
  const Body = memo(function Body({ answer }: { answer: Answer<string> }) {
    body.push(answer.isLoading ? 'loading' : (answer.data ?? 'none'));
    return <p>{answer.isLoading ? 'Loading' : answer.data}</p>;
  });
  function Card({ label }: { label: string }) {
    const received = useSyncExternalStore(store.subscribe, store.get);
    const answer = useDeferredAnswer(received);
    shell.push(`${received.data ?? 'loading'} shown as ${answer.data ?? 'loading'}`);
    return (
      <section aria-label={label}>
        <Body answer={answer} />
      </section>
    );
  }
  const view = render(<Card label="Card" />);
  return { shell, body, rerender: (label: string) => view.rerender(<Card label={label} />) };
}

describe('useDeferredAnswer', () => {
  it('renders a new answer in a later pass, not in the task that received it', async () => {
    const store = answerStore();
    const { shell, body } = renderCard(store);
    shell.length = 0;
    await act(async () => store.answer({ data: '42 rounds', isLoading: false }));
    // First the urgent render with the previous answer (the body skipped), then the deferred one.
    expect(shell).toEqual(['42 rounds shown as loading', '42 rounds shown as 42 rounds']);
    expect(body).toEqual(['loading', '42 rounds']);
    expect(screen.getByText('42 rounds')).toBeTruthy();
  });

  it('keeps the answer the same object while nothing in it changes, so a memoized body is skipped', () => {
    const store = answerStore();
    const { body, rerender } = renderCard(store);
    rerender('Card again');
    rerender('Card once more');
    expect(body).toEqual(['loading']);
  });
});
