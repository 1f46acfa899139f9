import { createFileRoute } from '@tanstack/react-router';
import { newsListParamsSchema } from '../../../features/news/list-params';

export const Route = createFileRoute('/pages/news/list')({
  validateSearch: newsListParamsSchema,
  component: () => null,
});
