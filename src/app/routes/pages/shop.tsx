import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '#app/features/legal/index.ts';

export const Route = createFileRoute('/pages/shop')({
  staticData: { catalogues: ['legal'] },
  component: ShopPage,
});
