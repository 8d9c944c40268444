/**
 * What a shared view's loader is told besides whose and which: the golfer's choices for this link. Apart from
 * the registry (public-views.ts) so the loaders it lists can name it without importing the registry back.
 */
export interface PublicViewOptions {
  /** The golfer chose to show their photos on this link (off by default). */
  showPhotos: boolean;
}
