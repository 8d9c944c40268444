/** The GHIN screen, opened from the dashboard's GHIN Sync action (issue 17). */
export { GhinSyncDialog } from './components/ghin-sync-dialog';
