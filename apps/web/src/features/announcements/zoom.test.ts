import { describe, expect, it } from 'vitest';
import { MAX_SCALE, NO_ZOOM, TAP_SCALE, clampZoom, panBy, toggleZoom, zoomTo } from './zoom';

const box = { width: 400, height: 300 };

describe('the full-screen viewer zoom', () => {
  it('a double tap zooms in around the tapped point and a second one zooms out', () => {
    const z = toggleZoom(NO_ZOOM, { x: 100, y: 150 }, box);
    expect(z.scale).toBe(TAP_SCALE);
    // The tapped point of the photo stays under the finger.
    expect((100 - z.x) / z.scale).toBeCloseTo(100);
    expect((150 - z.y) / z.scale).toBeCloseTo(150);
    expect(toggleZoom(z, { x: 10, y: 10 }, box)).toEqual(NO_ZOOM);
  });

  it('never shows an empty band: a tap at a corner keeps the corner in place', () => {
    const z = toggleZoom(NO_ZOOM, { x: 0, y: 0 }, box);
    expect(z).toEqual({ scale: TAP_SCALE, x: 0, y: 0 });
    const far = panBy(z, 10_000, -10_000, box);
    expect(far).toEqual({ scale: TAP_SCALE, x: 0, y: 300 - 300 * TAP_SCALE });
  });

  it('a pinch is limited to 1…MAX_SCALE', () => {
    expect(zoomTo(NO_ZOOM, 10, { x: 200, y: 150 }, box).scale).toBe(MAX_SCALE);
    expect(zoomTo({ scale: 2, x: -100, y: -50 }, 0.3, { x: 200, y: 150 }, box)).toEqual(NO_ZOOM);
  });

  it('a drag moves a zoomed photo and does nothing to an unzoomed one', () => {
    const z = zoomTo(NO_ZOOM, 2, { x: 200, y: 150 }, box);
    expect(panBy(z, 50, 20, box)).toEqual({ scale: 2, x: z.x + 50, y: z.y + 20 });
    expect(panBy(NO_ZOOM, 50, 20, box)).toEqual(NO_ZOOM);
    expect(clampZoom({ scale: 1, x: 5, y: 5 }, box)).toEqual(NO_ZOOM);
  });
});
