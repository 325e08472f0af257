import { z } from 'zod';
import { uploadIdSchema } from './posting.js';
import { announcementCardSchema } from './announcements.js';
import { paginatedSchema } from './common.js';
import {
  INSPECTION_ERROR,
  INSPECTION_GRADES,
  INSPECTION_GROUPS,
  INSPECTION_NOTE_MAX,
  INSPECTION_POINT_CODES,
  INSPECTION_STATUSES,
  INSPECTION_SUMMARY_MAX,
  PAINT_RULE,
  isPaintPoint,
} from './inspection-values.js';

// ---------------------------------------------------------------------------------------------------------------
// Inspections (/api/inspections): a Jolda inspector's checklist of a car on sale. One inspection per announcement
// (an edit replaces it); every point of the checklist below is answered ok / attention / defect, with a note and an
// optional photo; body panels carry the paint thickness in µm. Only users with the `inspector` role write them.

export * from './inspection-values.js';

export const inspectionPointStatusSchema = z.enum(INSPECTION_STATUSES);
export const inspectionGradeSchema = z.enum(INSPECTION_GRADES);

export const inspectionPointInputSchema = z.object({
  code: z.string().max(40),
  status: inspectionPointStatusSchema,
  /** Required when the point is not ok: what was found. */
  note: z.string().max(INSPECTION_NOTE_MAX, { error: INSPECTION_ERROR.noteTooLong }).nullable().optional(),
  /** Paint points only: the thickest reading on the panel, µm. */
  microns: z.number().int().nullable().optional(),
  /** An upload of the inspector's (`POST /api/uploads`). */
  photoId: uploadIdSchema.nullable().optional(),
}).superRefine((p, ctx) => {
  // Per point, so these show together with the form's other problems (a missing grade does not hide them).
  if (isPaintPoint(p.code)) {
    if (p.microns === null || p.microns === undefined) ctx.addIssue({ code: 'custom', path: ['microns'], message: INSPECTION_ERROR.micronsRequired });
    else if (p.microns < PAINT_RULE.min || p.microns > PAINT_RULE.max) ctx.addIssue({ code: 'custom', path: ['microns'], message: INSPECTION_ERROR.micronsOutOfRange });
  }
  if (p.status !== 'ok' && !p.note?.trim()) ctx.addIssue({ code: 'custom', path: ['note'], message: INSPECTION_ERROR.noteRequired });
});
export type InspectionPointInput = z.infer<typeof inspectionPointInputSchema>;

/** What an inspector sends: the whole checklist (an edit replaces the previous answers). */
export const inspectionWriteSchema = z
  .object({
    grade: z.enum(INSPECTION_GRADES, { error: INSPECTION_ERROR.gradeRequired }),
    summary: z.string().trim().max(INSPECTION_SUMMARY_MAX, { error: INSPECTION_ERROR.summaryTooLong }).default(''),
    mileage: z.number({ error: INSPECTION_ERROR.mileageInvalid }).int({ error: INSPECTION_ERROR.mileageInvalid }).min(0, { error: INSPECTION_ERROR.mileageInvalid }).max(2_000_000, { error: INSPECTION_ERROR.mileageInvalid }),
    points: z.array(inspectionPointInputSchema).max(200),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    const known = new Set<string>(INSPECTION_POINT_CODES);
    v.points.forEach((p, i) => {
      if (!known.has(p.code)) ctx.addIssue({ code: 'custom', path: ['points', i, 'code'], message: INSPECTION_ERROR.pointUnknown });
      else if (seen.has(p.code)) ctx.addIssue({ code: 'custom', path: ['points', i, 'code'], message: INSPECTION_ERROR.pointRepeated });
      seen.add(p.code);
    });
    const missing = INSPECTION_POINT_CODES.filter((c) => !seen.has(c));
    if (missing.length) ctx.addIssue({ code: 'custom', path: ['points'], message: INSPECTION_ERROR.pointsIncomplete });
  });
export type InspectionWrite = z.infer<typeof inspectionWriteSchema>;

export const inspectionPointSchema = z.object({
  group: z.enum(INSPECTION_GROUPS),
  code: z.string(),
  status: inspectionPointStatusSchema,
  note: z.string().nullable(),
  microns: z.number().int().nullable(),
  photo: z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type InspectionPoint = z.infer<typeof inspectionPointSchema>;

export const inspectionSchema = z.object({
  announcementId: z.number().int(),
  grade: inspectionGradeSchema,
  summary: z.string(),
  /** The odometer at the inspection. */
  mileage: z.number().int(),
  /** ISO timestamp. */
  inspectedAt: z.string(),
  updatedAt: z.string(),
  inspector: z.object({ name: z.string() }),
  counts: z.object({ ok: z.number().int(), attention: z.number().int(), defect: z.number().int() }),
  /** In checklist order. */
  points: z.array(inspectionPointSchema),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** `/inspected/user/{id}`: a seller's cars on sale that Jolda inspected, the latest inspection first, 20 a page. */
export const INSPECTED_PAGE_SIZE = 20;
export const inspectedSellerQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const inspectedCardSchema = announcementCardSchema.extend({
  inspection: z.object({ grade: inspectionGradeSchema, inspectedAt: z.string() }),
});
export type InspectedCard = z.infer<typeof inspectedCardSchema>;
export const inspectedCarsSchema = paginatedSchema(inspectedCardSchema);
export type InspectedCars = z.infer<typeof inspectedCarsSchema>;
