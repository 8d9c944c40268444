/** Share by link (docs/product-rules.md, "Sharing"): the golfer's links, the Share panel, a shared page's data. */
export { useShareLinks, createShareLink, revokeShareLink } from './api/share-links';
export { useSharedPage } from './api/get-shared-page';
export { SharePanel } from './components/share-panel';
