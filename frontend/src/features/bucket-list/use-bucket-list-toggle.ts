import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useMyMapCourses } from '@/features/map';
import { useToast } from '@/shared/ui/toast';
import { addToBucketList } from './api/add-to-bucket-list';
import { refreshBucketListData } from './api/bucket-list-cache';
import { removeFromBucketList } from './api/remove-from-bucket-list';
import { BUCKET_LIST_TOASTS } from './bucket-list-toasts';

/**
 * docs/product-rules.md#bucket-list: toggling adds a course when it is not listed and removes it when it is.
 * Whether it is listed comes from the golfer's map statuses (one request shared by every heart on the page).
 */
export function useBucketListToggle(courseId: string) {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const statuses = useMyMapCourses();
  const [pending, setPending] = useState(false);
  const listed = statuses.data?.some((course) => course.id === courseId && course.onBucketList) ?? false;

  const toggle = async () => {
    if (pending) return;
    setPending(true);
    try {
      if (listed) {
        await removeFromBucketList(courseId);
        toast(BUCKET_LIST_TOASTS.removed);
      } else {
        await addToBucketList({ courseId });
        toast(BUCKET_LIST_TOASTS.added);
      }
      await refreshBucketListData(mutate);
    } catch (error) {
      console.error('Bucket list change failed', error);
      toast(listed ? BUCKET_LIST_TOASTS.removeFailed : BUCKET_LIST_TOASTS.addFailed);
    } finally {
      setPending(false);
    }
  };
  return { listed, ready: statuses.data !== undefined, pending, toggle };
}
