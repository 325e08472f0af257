import { useEffect } from 'react';
import { useStore } from 'zustand';
import { deviceStore, trackDevice, type DeviceState } from './device-store';

let tracking = 0;
let stop: (() => void) | undefined;

/** Starts tracking the window (once for the whole page, however many components ask). */
export function useDeviceTracking(): void {
  useEffect(() => {
    if (tracking++ === 0) stop = trackDevice(deviceStore);
    return () => {
      if (--tracking === 0) stop?.();
    };
  }, []);
}

/** The device state (`isMobile` below 1024 px, `breakpoint`, `width`); server render: desktop until measured. */
export function useDevice<T = DeviceState>(select: (s: DeviceState) => T = (s) => s as T): T {
  useDeviceTracking();
  return useStore(deviceStore, select);
}
