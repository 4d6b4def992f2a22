import type { SystemStyleObject } from '@chakra-ui/react';
import { PRESENTATION_TIMINGS_S } from '@shop/domain';

// The spec's presentation timings (SPEC section 9, PRESENTATION_TIMINGS_S) as CSS animations: they
// are style props, so their rules are in the server-rendered CSS and run as soon as the page paints,
// without scripts; hydration keeps the elements, so nothing plays twice. Only for visitors who have
// not asked for reduced motion (`_motionSafe`).

/** An item of a row appearing after the ones before it (fade in, rise a little): the `index`-th of steps `step` s apart. */
export function staggeredEntrance(index: number, step: number): SystemStyleObject {
  return {
    _motionSafe: {
      animationName: 'fade-in, slide-from-bottom',
      animationDuration: '0.5s',
      animationTimingFunction: 'ease-out',
      animationFillMode: 'both',
      animationDelay: `${(index * step).toFixed(1)}s`,
    },
  };
}

/**
 * The hero's entrance over 0.7 s: it rises into place but is visible from the first frame (no fade
 * from transparent), so the largest paint, its heading, is not delayed.
 */
export const heroEntrance: SystemStyleObject = {
  _motionSafe: {
    animationName: 'slide-from-bottom',
    animationDuration: `${PRESENTATION_TIMINGS_S.hero}s`,
    animationTimingFunction: 'ease-out',
    '--slide-from-bottom-distance': '1rem',
  },
};
