import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../features/legal';

export const Route = createFileRoute('/pages/shop')({
  component: ShopPage,
});
