// The inspection checklist, its rules and codes, without zod: what the car page's inspection report needs, so that
// importing them does not build the inspection schemas (and load zod) with the page's first JavaScript. Re-exported by
// inspection.ts.

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
export type InspectionPointStatus = (typeof INSPECTION_STATUSES)[number];

/** The overall grade the inspector gives. */
export const INSPECTION_GRADES = ['excellent', 'good', 'fair', 'poor'] as const;
export type InspectionGrade = (typeof INSPECTION_GRADES)[number];

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
