// The entry: global styles, the install-prompt listener, then the app (boot.tsx).
import './lib/mantine-styles';
import { start } from './boot';
import { watchInstallPrompt } from './features/pwa/install';

// The install prompt comes once, early: catch it before the app starts.
watchInstallPrompt();

void start();
