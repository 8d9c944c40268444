/** The bucket list's shared parts: the heart toggle, its API calls and toasts. */
export { BucketListHeart } from './bucket-list-heart';
export { useBucketListToggle } from './use-bucket-list-toggle';
export { useBucketList } from './api/list-bucket-list';
export { addToBucketList } from './api/add-to-bucket-list';
export { removeFromBucketList } from './api/remove-from-bucket-list';
export { updateBucketListEntry } from './api/update-bucket-list-entry';
export { refreshBucketListData } from './api/bucket-list-cache';
export { BUCKET_LIST_TOASTS } from './bucket-list-toasts';
export { PrioritySelect } from './priority-select';
