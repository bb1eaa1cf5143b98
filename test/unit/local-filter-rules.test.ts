import { describe, expect, it } from 'vitest';
import {
  imageAspect,
  imageSize,
  LICENCE_FILTER_MASK,
  licenceBits,
  resolutionLines,
  videoLength,
} from '../../server/search/local/build/filter-rules.ts';

describe('imageSize', () => {
  it.each([
    [300, 200, 'small'],
    [499, 499, 'small'],
    [500, 100, 'medium'],
    [999, 999, 'medium'],
    [1000, 10, 'large'],
    [1919, 1080, 'large'],
    [1920, 1080, 'wallpaper'],
    [3840, 2160, 'wallpaper'],
    [1080, 1920, 'large'],
    [undefined, 100, undefined],
  ])('%s×%s → %s', (w, h, size) => expect(imageSize(w, h)).toBe(size));
});

describe('imageAspect', () => {
  it.each([
    [1000, 1000, 'square'],
    [1200, 1000, 'square'],
    [1201, 1000, 'wide'],
    [1000, 1200, 'square'],
    [1000, 1201, 'tall'],
    [undefined, undefined, undefined],
  ])('%s×%s → %s', (w, h, aspect) => expect(imageAspect(w, h)).toBe(aspect));
});

describe('licenceBits', () => {
  const filters = (licence?: string) =>
    Object.entries(LICENCE_FILTER_MASK)
      .filter(([, mask]) => (licenceBits(licence) & mask) !== 0)
      .map(([name]) => name)
      .sort();
  const every = ['any', 'modify', 'modifycommercially', 'public', 'share', 'sharecommercially'];
  it.each([
    ['CC0 1.0', every],
    ['Public domain', every],
    ['No known copyright restrictions', every],
    ['CC BY 4.0', ['any', 'modify', 'modifycommercially', 'share', 'sharecommercially']],
    ['CC BY-SA 3.0', ['any', 'modify', 'modifycommercially', 'share', 'sharecommercially']],
    ['CC BY-NC 2.0', ['any', 'modify', 'share']],
    ['CC BY-ND 2.0', ['any', 'share', 'sharecommercially']],
    ['CC-BY-NC-ND 3.0 (Unported)', ['any', 'share']],
    ['http://creativecommons.org/licenses/by-nc-sa/2.0/', ['any', 'modify', 'share']],
    ['Attribution-NonCommercial-NoDerivs License', ['any', 'share']],
    ['All rights reserved', []],
    ['© The Henry Moore Foundation', []],
    [undefined, []],
  ])('%s → %j', (licence, expected) => expect(filters(licence)).toEqual(expected));
});

describe('videoLength', () => {
  it.each([
    [0, 'short'],
    [299, 'short'],
    [300, 'medium'],
    [1200, 'medium'],
    [1201, 'long'],
    [undefined, undefined],
  ])('%s s → %s', (seconds, length) => expect(videoLength(seconds)).toBe(length));
});

describe('resolutionLines', () => {
  it.each([
    ['1080p', 1080],
    ['720p', 720],
    ['1080i', 1080],
    ['1920x1080', 1080],
    ['3840 × 2160', 2160],
    ['4K', 2160],
    ['HD', 720],
    ['480p', 480],
    ['huge', undefined],
    [undefined, undefined],
  ])('%s → %s', (resolution, lines) => expect(resolutionLines(resolution)).toBe(lines));
});
