import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../features/legal';

export const Route = createFileRoute('/pages/pricing')({
  component: PricingPage,
});
