/** The home page's landing copy in English (shape and rules: ./landing-copy.ts). */
import type { LandingCopy } from './landing-copy.ts';

export const LANDING_EN: LandingCopy = {
  showcase: ['Karma is a web search engine that keeps no search history and does not track you.'],
  steps: [
    { title: 'Search as usual', text: 'Karma finds web pages, images, news and videos.' },
    {
      title: 'Sponsored links earn revenue',
      text: 'Some results are sponsored links. When you click one, the advertiser pays.',
    },
    {
      title: 'The revenue goes to associations',
      text: [
        'It funds the partner associations you choose in the ',
        { text: 'settings', href: '/settings' },
        '. Your counter shows how many searches you have made.',
      ],
    },
  ],
  partners: [[{ text: 'Meet the partner associations', href: '/partners' }]],
  learnAct: [
    'Why biodiversity matters, and simple things you can do for wildlife near you: native flowers for pollinators, a wild corner in the garden, your observations on iNaturalist.',
    [{ text: 'Read Learn & Act', href: '/learn-act' }],
  ],
  searchDifferently: [
    'Web, images, news and videos, with an encyclopedia summary when one fits.',
    'Not found? Try the same search on another engine in one click.',
    ['Safe search, region and language in the ', { text: 'settings', href: '/settings' }, ', no account needed.'],
    'Light pages that work on slow connections, even without JavaScript.',
  ],
  privacy: [
    'No search history, and no profile of you.',
    'Your searches are not written to the logs.',
    'The results provider never gets your IP address, cookies or browser details.',
    [{ text: 'Everything Karma stores, and why', href: '/privacy' }],
  ],
  tryMe: {
    lead: 'Try Karma with one of these searches:',
    examples: ['red fox', 'hedgehog house', 'native wildflowers', 'bird song'],
  },
  install: ['Search with Karma from the address bar, and make it your default search engine.'],
};
