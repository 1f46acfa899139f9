import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '#app/features/legal/index.ts';

export const Route = createFileRoute('/pages/pricing')({
  staticData: { catalogues: ['legal'] },
  component: PricingPage,
});
