import type { KeenSliderPlugin } from 'keen-slider/react';

/**
 * keen-slider has no autoplay of its own; this is its documented timer plugin: move on after `delayMs`,
 * hold while the pointer is over the slider or a drag is under way.
 */
export function autoplay(delayMs: number): KeenSliderPlugin {
  return (slider) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let pointerOver = false;

    const stop = () => clearTimeout(timeout);
    const scheduleNext = () => {
      stop();
      if (pointerOver) return;
      timeout = setTimeout(() => slider.next(), delayMs);
    };

    slider.on('created', () => {
      slider.container.addEventListener('mouseover', () => {
        pointerOver = true;
        stop();
      });
      slider.container.addEventListener('mouseout', () => {
        pointerOver = false;
        scheduleNext();
      });
      scheduleNext();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', scheduleNext);
    slider.on('updated', scheduleNext);
    slider.on('destroyed', stop);
  };
}
