/**
 * The full-screen viewer's zoom, as pure steps: the photo is drawn with `transform: translate(x, y) scale(scale)` from
 * its top-left corner, and every step keeps the photo covering its box (no empty band at an edge).
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** The scale a double tap or double click goes to. */
export const TAP_SCALE = 2.5;

interface Box {
  width: number;
  height: number;
}

const limit = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The zoom moved back inside its box. */
export function clampZoom(z: Zoom, box: Box): Zoom {
  const scale = limit(z.scale, 1, MAX_SCALE);
  return { scale, x: limit(z.x, box.width - box.width * scale, 0), y: limit(z.y, box.height - box.height * scale, 0) };
}

/** To `scale`, keeping the photo's point under `at` (a finger, the pointer; box coordinates) where it is. */
export function zoomTo(z: Zoom, scale: number, at: { x: number; y: number }, box: Box): Zoom {
  const s = limit(scale, 1, MAX_SCALE);
  const qx = (at.x - z.x) / z.scale;
  const qy = (at.y - z.y) / z.scale;
  return clampZoom({ scale: s, x: at.x - s * qx, y: at.y - s * qy }, box);
}

/** Moved by a drag of (dx, dy). */
export function panBy(z: Zoom, dx: number, dy: number, box: Box): Zoom {
  return clampZoom({ ...z, x: z.x + dx, y: z.y + dy }, box);
}

/** A double tap or double click: in to TAP_SCALE at that point, or back out when zoomed. */
export function toggleZoom(z: Zoom, at: { x: number; y: number }, box: Box): Zoom {
  return z.scale > 1 ? NO_ZOOM : zoomTo(z, TAP_SCALE, at, box);
}
