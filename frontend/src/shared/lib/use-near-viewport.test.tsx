// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ enabled }: { enabled: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(enabled);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test drives: `intersect()` reports every observed element in view. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    intersect: () =>
      act(() => {
        for (const { callback, elements } of observers)
          if (elements.length > 0)
            callback(
              elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              {} as IntersectionObserver,
            );
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('is false until the element comes into view, then stays true', () => {
    const { intersect } = stubObserver();
    render(<Probe enabled />);
    expect(screen.getByText('far')).toBeInTheDocument();
    intersect();
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is true at once when not enabled', () => {
    stubObserver();
    render(<Probe enabled={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
