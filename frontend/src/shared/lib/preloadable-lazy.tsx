import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface Preloadable {
  /** Starts (or joins) the download; resolves when it has finished, whether it worked or not. */
  preload: () => Promise<void>;
  /** Whether the download has finished (worked or failed): rendering now will not wait for the network. */
  isSettled: () => boolean;
}

export interface PreloadableLazy<Props extends object> extends Preloadable {
  /** Renders the module's component: directly once its code is in, else through React.lazy (it suspends). */
  Component: ComponentType<Props>;
}

/**
 * React.lazy with a download that can start before the first render and be waited for.
 *
 * Why: a lazy component always suspends on its first render, even when its code has already arrived, and a
 * Suspense boundary that has just shown its fallback holds the content back for up to 300 ms (React's
 * throttle for fallbacks). A screen whose code was downloaded beside the session check can instead render at
 * once, in one commit, with no fallback. Whichever the first render finds (the module or not) is kept for
 * that mount, so the component never changes type under a mounted screen.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let settled = false;
  let download: Promise<void> | undefined;

  const preload = () => {
    download ??= load().then(
      (module) => {
        loaded = module.default;
        settled = true;
      },
      () => {
        // A failed download (offline, a deploy that replaced the chunk) is left to React.lazy, which tries
        // again when it renders and reports the error to the nearest boundary; a later preload may retry.
        settled = true;
        download = undefined;
      },
    );
    return download;
  };

  const LazyComponent = lazy(async () => {
    const module = await load();
    loaded = module.default;
    settled = true;
    return module;
  });

  function PreloadedOrLazy(props: Props) {
    const [Chosen] = useState<ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>>(
      () => loaded ?? LazyComponent,
    );
    return <Chosen {...props} />;
  }

  return { Component: PreloadedOrLazy, preload, isSettled: () => settled };
}
