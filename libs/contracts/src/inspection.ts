import { z } from 'zod';
import { uploadIdSchema } from './posting.js';
import { announcementCardSchema } from './announcements.js';
import { paginatedSchema } from './common.js';

// ---------------------------------------------------------------------------------------------------------------
// Inspections (/api/inspections): a Jolda inspector's checklist of a car on sale. One inspection per announcement
// (an edit replaces it); every point of the checklist below is answered ok / attention / defect, with a note and an
// optional photo; body panels carry the paint thickness in µm. Only users with the `inspector` role write them.

export const INSPECTION_GROUPS = ['paint', 'body', 'engine', 'transmission', 'suspension', 'brakes', 'tyres', 'interior', 'electrics', 'test_drive'] as const;
export type InspectionGroup = (typeof INSPECTION_GROUPS)[number];

/** The checklist, in the order the report shows it. Paint points are body panels measured with a thickness gauge. */
export const INSPECTION_CHECKLIST = {
  paint: ['hood', 'roof', 'fender_fl', 'fender_fr', 'door_fl', 'door_fr', 'door_rl', 'door_rr', 'quarter_rl', 'quarter_rr', 'trunk_lid'],
  body: ['panel_gaps', 'corrosion', 'windscreen', 'headlights', 'underbody'],
  engine: ['cold_start', 'oil_leaks', 'engine_noise', 'oil_condition', 'coolant', 'drive_belts', 'exhaust_smoke', 'engine_mounts'],
  transmission: ['gear_shifting', 'gearbox_leaks', 'clutch', 'drive_shafts'],
  suspension: ['shock_absorbers', 'springs', 'silent_blocks', 'ball_joints', 'steering_rack'],
  brakes: ['brake_discs', 'brake_pads', 'brake_fluid'],
  tyres: ['tyre_tread', 'tyre_wear'],
  interior: ['seats', 'dashboard', 'air_conditioning', 'heater', 'airbags'],
  electrics: ['battery', 'diagnostic_scan', 'exterior_lights', 'power_windows', 'multimedia'],
  test_drive: ['straight_line', 'braking', 'acceleration', 'road_noise', 'steering_play'],
} as const satisfies Record<InspectionGroup, readonly string[]>;

export type InspectionPointCode = (typeof INSPECTION_CHECKLIST)[InspectionGroup][number];
export const INSPECTION_POINTS = INSPECTION_GROUPS.flatMap((g) => INSPECTION_CHECKLIST[g].map((code) => ({ group: g, code }))) as ReadonlyArray<{
  group: InspectionGroup;
  code: InspectionPointCode;
}>;
export const INSPECTION_POINT_CODES = INSPECTION_POINTS.map((p) => p.code) as InspectionPointCode[];
const PAINT = new Set<string>(INSPECTION_CHECKLIST.paint);
/** Whether a point is a body panel whose paint thickness is measured. */
export const isPaintPoint = (code: string): boolean => PAINT.has(code);

/**
 * Paint thickness read the usual way: factory paint is 80–180 µm; up to 300 µm a panel was repainted; above that,
 * filler under the paint (bodywork after damage). The report explains the rule next to the figures.
 */
export const PAINT_RULE = { factoryMax: 180, repaintMax: 300, min: 20, max: 3000 } as const;
export function paintStatus(microns: number): InspectionPointStatus {
  return microns <= PAINT_RULE.factoryMax ? 'ok' : microns <= PAINT_RULE.repaintMax ? 'attention' : 'defect';
}

export const INSPECTION_STATUSES = ['ok', 'attention', 'defect'] as const;
export const inspectionPointStatusSchema = z.enum(INSPECTION_STATUSES);
export type InspectionPointStatus = z.infer<typeof inspectionPointStatusSchema>;

/** The overall grade the inspector gives. */
export const INSPECTION_GRADES = ['excellent', 'good', 'fair', 'poor'] as const;
export const inspectionGradeSchema = z.enum(INSPECTION_GRADES);
export type InspectionGrade = z.infer<typeof inspectionGradeSchema>;

export const INSPECTION_ERROR = {
  notFound: 'inspection_not_found',
  announcementNotFound: 'announcement_not_found',
  roleRequired: 'role_required',
  gradeRequired: 'grade_required',
  /** Every point of the checklist, exactly once. */
  pointsIncomplete: 'points_incomplete',
  pointUnknown: 'point_unknown',
  pointRepeated: 'point_repeated',
  micronsRequired: 'microns_required',
  micronsOutOfRange: 'microns_out_of_range',
  noteRequired: 'note_required',
  noteTooLong: 'note_too_long',
  summaryTooLong: 'summary_too_long',
  mileageInvalid: 'mileage_invalid',
  photoNotFound: 'photo_not_found',
} as const;

export const INSPECTION_NOTE_MAX = 300;
export const INSPECTION_SUMMARY_MAX = 1000;

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
