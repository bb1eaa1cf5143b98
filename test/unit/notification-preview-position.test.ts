/**
 * Where the notification preview goes on a results page (client/lib/notification-preview-position.ts):
 * level with the bell, from the viewport's right edge, stopping short of a search box in its row.
 */
import { describe, expect, it } from 'vitest';
import { placePreview, type Rect } from '../../client/lib/notification-preview-position.ts';

const rect = (left: number, top: number, right: number, bottom: number): Rect => ({ left, top, right, bottom });

describe('placePreview', () => {
  it('at 1280 px: 25rem wide from the right edge, clear of the search box, level with the bell', () => {
    const bell = rect(1157, 15, 1192, 50);
    expect(placePreview(bell, rect(144, 12, 784, 54), 56, 1280)).toEqual({ top: 4.5, left: 872, width: 400 });
  });

  it('at 1024 px: narrower, starting 16 px right of the search box', () => {
    const bell = rect(901, 15, 936, 50);
    expect(placePreview(bell, rect(144, 12, 640, 54), 56, 1024)).toEqual({ top: 4.5, left: 656, width: 360 });
  });

  it('on a phone: across the bell row, the search box being on the row below', () => {
    const bell = rect(267, 12, 302, 47);
    expect(placePreview(bell, rect(16, 63, 374, 105), 56, 390)).toEqual({ top: 1.5, left: 8, width: 374 });
  });

  it('never above the page', () => {
    expect(placePreview(rect(300, 2, 330, 30), null, 80, 390).top).toBe(0);
  });
});
