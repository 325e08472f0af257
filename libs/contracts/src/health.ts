import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptime: z.number(),
  version: z.string(),
  /** The search index of this API process: loading (searches are answered by SQL meanwhile) or ready. */
  search: z.object({ index: z.enum(['loading', 'ready']), announcements: z.number().int().nullable() }),
});
export type Health = z.infer<typeof healthSchema>;
