export { InstallItem } from './install-item';
export { watchInstallPrompt } from './install';
export { OfflineIndicator } from './offline-indicator';
export { UpdatePrompt } from './update-prompt';
