/**
 * Scrolls the frame, and only the frame (not the page: a tester clicking below the diagram on a phone
 * stays where they are), so that the innermost of the given states are in view.
 */
export function scrollStatesIntoView(frame: HTMLElement, stateIds: string[]): void {
  const found = stateIds.flatMap((id) => {
    const element = frame.querySelector(`[data-state-id="${CSS.escape(id)}"]`);
    return element ? [element] : [];
  });
  const innermost = found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
  if (innermost.length === 0) return;
  const boxes = innermost.map((element) => element.getBoundingClientRect());
  const left = Math.min(...boxes.map((box) => box.left));
  const right = Math.max(...boxes.map((box) => box.right));
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  const view = frame.getBoundingClientRect();
  if (left >= view.left && right <= view.right && top >= view.top && bottom <= view.bottom) return;
  frame.scrollTo({
    left: frame.scrollLeft + (left + right) / 2 - (view.left + view.right) / 2,
    top: frame.scrollTop + (top + bottom) / 2 - (view.top + view.bottom) / 2,
    behavior: 'smooth',
  });
}
