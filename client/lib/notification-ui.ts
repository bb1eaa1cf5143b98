/**
 * The bell's lazily loaded chunk: the dropdown, the preview and what acting on them does
 * (see client/islands/NotificationBellIsland.tsx).
 */
export * from './notification-actions.ts';
export { NotificationPanel } from './notification-panel.tsx';
export { NotificationPreview } from './notification-preview.tsx';
