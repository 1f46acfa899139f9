import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { PageError } from '../components/page-error';
import { RootLayout } from '../components/shell/root-layout';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: PageError,
});
