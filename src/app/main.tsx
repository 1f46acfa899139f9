// The entry: global styles, the install-prompt listener, then the app (boot.tsx).
import './lib/mantine-styles';
import { watchInstallPrompt } from './features/pwa/install';

// The install prompt comes once, early: catch it before the app starts.
watchInstallPrompt();

// When the server sent the first screen as markup, the browser paints it before the app's
// code is even evaluated (its chunks are fetched after that paint, so nothing else competes
// with the HTML and the styles); otherwise the app starts at once (its chunks are preloaded).
const start = () => void import('./boot');
if (document.querySelector('[data-server-markup]')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
