import { createFileRoute } from '@tanstack/react-router';
import { searchParamsSchema } from '../../../features/search/search-params';

export const Route = createFileRoute('/pages/news/search')({
  validateSearch: searchParamsSchema,
  component: () => null,
});
