/**
 * Collections (docs/product-rules.md#collections): lists of courses to play with the golfer's progress, the
 * list's map, the "played" toggle and the own lists' editor.
 */
export {
  useCollections,
  useCollection,
  createOwnList,
  updateOwnList,
  deleteOwnList,
  refreshCollections,
} from './api/collections';
export { CollectionProgress } from './components/collection-progress';
export { CollectionMap } from './components/collection-map';
export { PlayedToggle } from './components/played-toggle';
export { OwnListCourses } from './components/own-list-courses';
