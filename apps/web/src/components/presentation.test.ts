import { PRESENTATION_TIMINGS_S } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../app/theme';
import { heroEntrance, staggeredEntrance } from './presentation';

describe('presentation timings (SPEC section 9)', () => {
  it('staggers logos 0.1 s and category cards 0.2 s apart, only without reduced motion', () => {
    expect(staggeredEntrance(2, PRESENTATION_TIMINGS_S.logoStep)).toEqual({
      _motionSafe: expect.objectContaining({ animationDelay: '0.2s', animationFillMode: 'both' }),
    });
    expect(staggeredEntrance(3, PRESENTATION_TIMINGS_S.categoryCardStep)._motionSafe).toMatchObject({
      animationDelay: '0.6s',
    });
  });

  it('brings the hero in over 0.7 s without fading it (the largest paint is not delayed)', () => {
    expect(heroEntrance._motionSafe).toMatchObject({ animationDuration: '0.7s', animationName: 'slide-from-bottom' });
    expect(JSON.stringify(heroEntrance)).not.toContain('fade');
  });

  it('uses keyframes the theme defines', () => {
    const css = getSystem().getGlobalCss();
    const names = JSON.stringify(css);
    for (const name of ['fade-in', 'slide-from-bottom']) expect(names).toContain(name);
  });
});
