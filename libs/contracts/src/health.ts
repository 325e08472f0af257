import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptime: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
