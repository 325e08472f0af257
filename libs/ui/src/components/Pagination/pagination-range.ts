export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Pages to show: first, last, current ± siblings, with ellipses. Always the same length for a given
 * pageCount (no jumping) once pageCount is large enough.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = siblings * 2 + 5; // first, last, current, 2 ellipses, siblings
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const showLeftEllipsis = left > 3;
  const showRightEllipsis = right < count - 2;
  if (!showLeftEllipsis) {
    const n = 3 + 2 * siblings;
    return [...Array.from({ length: n }, (_, i) => i + 1), 'ellipsis-end', count];
  }
  if (!showRightEllipsis) {
    const n = 3 + 2 * siblings;
    return [1, 'ellipsis-start', ...Array.from({ length: n }, (_, i) => count - n + 1 + i)];
  }
  return [1, 'ellipsis-start', ...Array.from({ length: right - left + 1 }, (_, i) => left + i), 'ellipsis-end', count];
}
