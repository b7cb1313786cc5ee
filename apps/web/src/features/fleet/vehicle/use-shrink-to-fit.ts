import { useLayoutEffect, useRef } from "react";

/** Few rounds: each one scales by how much is still too wide, so the text fits after one or two. */
const MAX_ROUNDS = 6;

/**
 * Shrinks an element's font, from the stylesheet's size down, until its one line of text fits its
 * width: a plate or car id prints whole at any length the vehicle form allows. The element needs a
 * bounded width (max-width) and overflow hidden, so that it reports how much is too wide.
 */
export function useShrinkToFit<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      element.style.fontSize = "";
      for (let round = 0; round < MAX_ROUNDS && element.scrollWidth > element.clientWidth; round++) {
        const size = Number.parseFloat(getComputedStyle(element).fontSize);
        element.style.fontSize = `${size * (element.clientWidth / element.scrollWidth) * 0.98}px`;
      }
    };
    fit();
    // A web font arriving later changes the widths: fit again then.
    void document.fonts.ready.then(fit);
  }, [text]);
  return ref;
}
