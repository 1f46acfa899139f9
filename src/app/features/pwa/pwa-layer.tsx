// Styles of components the shell's base set (lib/mantine-styles) does not load.
import '@mantine/core/styles/Affix.css';
import { useState } from 'react';
import { startServiceWorker } from './register-sw';
import { UpdatePrompt } from './update-prompt';

/** Mounted once in the root layout: registers the worker and shows the update prompt. */
export function PwaLayer() {
  const [controller] = useState(startServiceWorker);
  return <UpdatePrompt controller={controller} />;
}
