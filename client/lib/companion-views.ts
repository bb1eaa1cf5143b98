/**
 * Everything the companion draws, as one chunk the island imports when it starts: the island
 * itself (the rules, the reports, the cookie) loads with the page; the views come in parallel
 * with its 1 s start delay, so no visit pays for them before they can show.
 */
export { CompanionBar, CompanionModal } from './companion-view.tsx';
export { TourPopover } from './companion-view-tour.tsx';
