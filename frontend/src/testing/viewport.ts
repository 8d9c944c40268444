/** Resizes happy-dom's window, so media queries (and useMediaQuery) see a desktop or a phone. */
export function setViewportWidth(width: number): void {
  const happyDom = (
    window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM;
  if (!happyDom) throw new Error('setViewportWidth needs the happy-dom environment');
  happyDom.setViewport({ width, height: 800 });
}
