export { OfflineIndicator } from './offline-indicator';
export { PwaLayer } from './pwa-layer';
export { UpdatePrompt } from './update-prompt';
