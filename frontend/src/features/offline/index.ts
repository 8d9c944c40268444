/**
 * What the golfer sees of the device layer (shared/offline): rounds kept on this device until they sync, the
 * shell's device status, and Add Round's choice to keep a round here when there is no signal.
 */
export { DeviceStatus } from './components/device-status';
export { PendingRounds, PENDING_LABEL } from './components/pending-rounds';
export {
  canKeepAfterFailure,
  canKeepAfterSignOut,
  keepOnDeviceFirst,
  keepRoundOnDevice,
  SAVED_ON_DEVICE_TITLE,
} from './keep-round-on-device';
export { startOutbox } from './outbox-client';
export { clearRoundDraft, loadRoundDraft, saveRoundDraft, type RoundDraft } from './round-draft';
