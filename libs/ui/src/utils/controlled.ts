import { useEffect, useRef, type DependencyList, type RefObject } from 'react';

/**
 * Runs `effect` after renders in which `deps` changed, never after the first one. For a field that keeps its own
 * text beside a controlled value: its state starts from the value, so only a later change has anything to follow.
 * Running on mount as well would be worse than useless: the mount's effect holds the first render's value and, when
 * the text typed before hydration is handed over in the same flush (see `useTypedBeforeHydration`), writes that
 * stale value over the user's edit.
 */
export function useUpdateEffect(effect: () => void, deps: DependencyList): void {
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    effect();
  }, deps);
}

/**
 * The server's HTML can be typed into before the page hydrates. React keeps the typed text on screen but its state
 * holds the rendered value, and fires no change until the next keystroke. After the hydrating render, hand the text
 * over as the user's edit: React's value tracker is given the rendered value, the field keeps the typed one, and an
 * `input` event runs the field's onChange (mask, grouping and the parent's state all see it).
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, rendered: string | number | readonly string[] | undefined): void {
  useEffect(() => {
    const input = ref.current;
    if (!input || rendered === undefined) return;
    const typed = input.value; // read now: typing may have gone on until this moment
    const value = String(rendered);
    if (typed === value) return;
    input.value = value; // through React's tracker: it now holds the rendered value…
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed); // …and the field the typed one
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Only after the first (hydrating) render: later the field and its state move together.
  }, []);
}
