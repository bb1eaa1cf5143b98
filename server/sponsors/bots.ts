/**
 * Crawlers and scripts are not visitors: their sponsored clicks are redirected but not billed.
 * Deliberately broad (an advertiser pays for a person's click): search-engine and social
 * crawlers, monitoring agents, command-line and library HTTP clients, headless browsers, and
 * requests with no user agent at all.
 */
const CRAWLER = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'googlebot',
    'bingbot',
    'duckduckbot',
    'duckassistbot',
    'baiduspider',
    'yandex',
    'sogou',
    'exabot',
    'facebookexternalhit',
    'facebot',
    'ia_archiver',
    'mediapartners-google',
    'adsbot',
    'feedfetcher',
    'headlesschrome',
    'phantomjs',
    'lighthouse',
    'pingdom',
    'uptimerobot',
    '^curl/',
    '^wget/',
    'python-requests',
    'python-urllib',
    'python-httpx',
    'aiohttp',
    'go-http-client',
    '^java/',
    'okhttp',
    'apache-httpclient',
    'libwww-perl',
    '^node-fetch',
    '^axios/',
    '^undici',
    'postmanruntime',
    'scrapy',
    'httpclient',
  ].join('|'),
  'i',
);

export function isCrawler(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua === '' || CRAWLER.test(ua);
}
