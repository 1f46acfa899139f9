export { InstallItem } from './install-item';
export { watchInstallPrompt } from './install';
export { OfflineIndicator } from './offline-indicator';
export { PwaLayer } from './pwa-layer';
