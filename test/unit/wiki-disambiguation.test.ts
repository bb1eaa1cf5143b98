import { describe, expect, it } from 'vitest';
import { isDisambiguation } from '../../server/shared/wiki-article.ts';

describe('isDisambiguation (the encyclopedia panel never shows one)', () => {
  it.each([
    ['Mercury', 'Mercury may refer to:', true],
    ['Mercury', 'Mercury may also refer to: the planet, the element.', true],
    ['Lincoln', 'Lincoln can refer to:\nLincoln, England', true],
    ['Jaguar (disambiguation)', 'Jaguar is an animal and a car maker.', true],
    ['Mercure', 'Mercure peut désigner :', true],
    ['Lyon (homonymie)', 'Lyon est une ville.', true],
    ['Mercurio', 'Mercurio puede referirse a:', true],
    ['Red fox', 'The red fox (Vulpes vulpes) is the largest of the true foxes.', false],
    ['Mercury (planet)', 'Mercury is the first planet. The name may refer to the god.', false],
    ['Stępów', 'Stępów is a village in Poland.', false],
  ])('%s: %s → %s', (title, text, expected) => {
    expect(isDisambiguation(title, text)).toBe(expected);
  });

  it('reads only the opening: a list far down an article does not count', () => {
    expect(isDisambiguation('Fox', `${'The fox is an animal. '.repeat(30)}Fox may refer to:`)).toBe(false);
  });
});
