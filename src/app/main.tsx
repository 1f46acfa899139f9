// The entry: global styles, the install-prompt listener, then the app (boot.tsx).
import './lib/mantine-styles';
import { watchInstallPrompt } from './features/pwa/install';

// The install prompt comes once, early: catch it before the app starts.
watchInstallPrompt();

// A server-rendered first screen is complete markup: let the browser paint it before the app's
// code is evaluated (a frame, then a task), instead of holding the first paint behind it.
requestAnimationFrame(() => {
  setTimeout(() => void import('./boot').then((app) => app.start()));
});
