export { PwaLayer } from './pwa-layer';
