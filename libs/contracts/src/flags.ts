import { z } from 'zod';

/**
 * Feature flags, served in the shape of the Unleash frontend API (`GET /api/frontend`, `POST /api/frontend/client/metrics`),
 * so a real Unleash or Unleash Edge can replace the API's own endpoint by configuration alone.
 */

/** A toggle name: lower-case letters, digits, `_`, `-`, `.` (Unleash allows more; we keep URL-safe names). */
export const flagNameSchema = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,99}$/, 'flag_name_invalid');

export const variantPayloadSchema = z.object({
  type: z.enum(['string', 'json', 'csv', 'number']),
  value: z.string().max(10_000),
});

/** The variant a toggle evaluated to (`{ name: 'disabled', enabled: false }` when off or without variants). */
export const frontendVariantSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  feature_enabled: z.boolean().optional(),
  payload: variantPayloadSchema.optional(),
});

export const frontendToggleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  variant: frontendVariantSchema,
  impressionData: z.boolean(),
});
export type FrontendToggle = z.infer<typeof frontendToggleSchema>;

export const frontendResponseSchema = z.object({ toggles: z.array(frontendToggleSchema) });
export type FrontendResponse = z.infer<typeof frontendResponseSchema>;

/**
 * The evaluation context, as the Unleash frontend SDK sends it in the query. Unknown keys (`properties[x]`) are kept
 * but not used for evaluation.
 */
export const frontendContextSchema = z
  .object({
    appName: z.string().max(200).optional(),
    environment: z.string().max(100).optional(),
    userId: z.string().max(200).optional(),
    sessionId: z.string().max(200).optional(),
    remoteAddress: z.string().max(100).optional(),
  })
  .passthrough();
export type FrontendContext = z.infer<typeof frontendContextSchema>;

const count = z.number().int().nonnegative().max(1_000_000_000);

/** `POST /api/frontend/client/metrics`: one bucket of yes/no counts per toggle. */
export const metricsBodySchema = z.object({
  appName: z.string().min(1).max(200),
  instanceId: z.string().min(1).max(200),
  environment: z.string().max(100).optional(),
  bucket: z.object({
    start: z.iso.datetime({ offset: true }),
    stop: z.iso.datetime({ offset: true }),
    toggles: z.record(
      z.string().max(100),
      z.object({ yes: count, no: count, variants: z.record(z.string().max(100), count).optional() }),
    ),
  }),
});
export type MetricsBody = z.infer<typeof metricsBodySchema>;

export const flagStickinessSchema = z.enum(['default', 'userId', 'sessionId']);

export const flagVariantSchema = z.object({
  name: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'variant_name_invalid'),
  /** Relative weight (Unleash uses a total of 1000). */
  weight: z.number().int().min(0).max(1000),
  payload: variantPayloadSchema.optional(),
});

/** A flag as stored (admin view). */
export const flagSchema = z.object({
  name: flagNameSchema,
  description: z.string(),
  enabled: z.boolean(),
  /** Gradual rollout: percentage of visitors (by stickiness hash) who get the flag when it is enabled. */
  rollout: z.number().int().min(0).max(100),
  stickiness: flagStickinessSchema,
  variants: z.array(flagVariantSchema),
  impressionData: z.boolean(),
  updatedAt: z.string(),
});
export type Flag = z.infer<typeof flagSchema>;
export const flagListSchema = z.object({ items: z.array(flagSchema) });

/** `PUT /api/flags/:name`: what may change (creates the flag when it does not exist). */
export const flagUpdateSchema = z.object({
  description: z.string().max(500).optional(),
  enabled: z.boolean().optional(),
  rollout: z.number().int().min(0, 'rollout_range').max(100, 'rollout_range').optional(),
  stickiness: flagStickinessSchema.optional(),
  variants: z.array(flagVariantSchema).max(20).optional(),
  impressionData: z.boolean().optional(),
});
export type FlagUpdate = z.infer<typeof flagUpdateSchema>;
export const flagNameParamSchema = z.object({ name: flagNameSchema });
