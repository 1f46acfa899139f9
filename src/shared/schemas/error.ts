import { z } from '../zod';

/** The one error body (docs/product.md, "API contract"): every non-2xx answer has this shape. */
export const apiErrorSchema = z.object({
  status: z.int(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
