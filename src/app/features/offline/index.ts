export { SyncStatus } from './components/sync-status';
