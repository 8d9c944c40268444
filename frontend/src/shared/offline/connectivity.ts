import { useSyncExternalStore } from 'react';

/**
 * Two facts the offline notice needs: whether the browser says it is online, and whether a screen is showing
 * data from the device because the network did not answer (the browser can claim a connection that leads
 * nowhere, as a phone on one bar does).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let showingDeviceData = false;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function setShowingDeviceData(value: boolean): void {
  if (showingDeviceData === value) return;
  showingDeviceData = value;
  listeners.forEach((listener) => listener());
}

/** A GET was answered from the device. */
export const markDeviceDataShown = () => setShowingDeviceData(true);
/** A GET was answered by the server: the screens are live again. */
export const markNetworkAnswered = () => setShowingDeviceData(false);

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isBrowserOffline(),
    () => true,
  );
}

/** True while offline or while any screen shows what the device last saw. */
export function useShowingDeviceData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showingDeviceData || isBrowserOffline(),
    () => false,
  );
}
