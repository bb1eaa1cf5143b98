import { describe, expect, it } from 'vitest';
import { DEFAULT_ASPECT, MAX_ASPECT, MIN_ASPECT, tileAspect, tileSize } from '../../views/search/image-tiles.ts';

describe('image tiles', () => {
  it.each([
    [1600, 1067, 1.5],
    [800, 1200, 0.667],
    [1000, 1000, 1],
    [1920, 1080, 1.778],
    [4000, 500, MAX_ASPECT],
    [300, 3000, MIN_ASPECT],
    [undefined, 500, DEFAULT_ASPECT],
    [500, 0, DEFAULT_ASPECT],
    [-5, 10, DEFAULT_ASPECT],
    [Number.NaN, 10, DEFAULT_ASPECT],
  ])('%s × %s → aspect %s', (width, height, aspect) => {
    expect(tileAspect(width, height)).toBeCloseTo(aspect, 3);
  });

  it('describes every tile at one height, in whole pixels', () => {
    expect(tileSize(1.5)).toEqual({ width: 270, height: 180 });
    expect(tileSize(0.667)).toEqual({ width: 120, height: 180 });
  });
});
