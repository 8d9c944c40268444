/**
 * What every kind's page is given: the view its loader made (functions/sharing/public-views.ts). Apart from
 * the component registry so the pages it lazily loads can name it without importing the registry back.
 */
export interface SharedViewProps {
  /** The kind's view, unparsed: the component parses it with its own schema from shared/sharing. */
  view: unknown;
  showPhotos: boolean;
  /** The link's title (the golfer's words, or the kind's default), for headings in the third person. */
  title: string;
}
