import { useDeferredValue, useMemo } from 'react';

/** What a card reads of an SWR answer. */
export interface Answer<Data, Failure = unknown> {
  data: Data | undefined;
  error: Failure | undefined;
  isLoading: boolean;
}

/**
 * An SWR answer as a card renders it: deferred. SWR hands its answers to React through an external store,
 * which React renders at once, in the task that received the answer, however large the card it fills. Read
 * through this hook, that task renders the card with its previous answer (nothing changed: a memoized body
 * skips it) and React renders the new one in a background pass that yields to the browser every few
 * milliseconds (docs/performance.md, "Where the main thread goes"). The answer comes back as one object that
 * keeps its identity until data, error or loading state change, for a memoized body's props.
 *
 * Reads only the fields it returns: SWR re-renders a component for the fields it read.
 */
export function useDeferredAnswer<Data, Failure = unknown>(answer: {
  data?: Data;
  error?: Failure;
  isLoading: boolean;
}): Answer<Data, Failure> {
  const { data, error, isLoading } = answer;
  const current = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  return useDeferredValue(current);
}
