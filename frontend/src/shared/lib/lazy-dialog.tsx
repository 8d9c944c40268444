import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is downloaded the first time it opens, so the screens that only offer it stay small.
 * Once opened it stays mounted; the dialog itself decides what it renders while closed.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const LazyDialog = lazy(load);
  return function LazyOnFirstOpen(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <LazyDialog {...props} />
      </Suspense>
    );
  };
}
