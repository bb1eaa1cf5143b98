/** A sponsored link as a results page shows it (server/sponsors/page-sponsored.ts picks them). */
export interface ShownSponsoredLink {
  id: string;
  title: string;
  displayUrl: string;
  description: string;
  /** `/r/{id}?a=…&b=…&s=…` */
  href: string;
}
