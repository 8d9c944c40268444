/** The GHIN screen, opened from the dashboard's GHIN Sync action, and the handicap estimate it shows. */
export { GhinSyncDialog } from './components/ghin-sync-dialog';
export { useHandicapEstimate } from './api/get-handicap-estimate';
export { GhinFullHistory } from './components/ghin-full-history';
