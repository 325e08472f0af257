import {
  INSPECTION_POINTS,
  type Inspection,
  type InspectionGrade,
  type InspectionPointStatus,
  type InspectionWrite,
} from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso, num, numOrNull } from './rows.js';

const POSITION = new Map<string, number>(INSPECTION_POINTS.map((p, i) => [p.code, i]));
const GROUP = new Map<string, Inspection['points'][number]['group']>(INSPECTION_POINTS.map((p) => [p.code, p.group]));

/** The id a generated photo goes by in the inspection (the editor sends it back to keep the photo). */
export const generatedPhotoId = (code: string) => `inspection-photo-${code}`;
/** A seeded point's generated photo (lib/inspection-svg.ts, served by routes/media). */
export const generatedPhoto = (announcementId: number, code: string) => ({
  id: generatedPhotoId(code),
  url: `/media/inspections/${announcementId}/${code}.svg`,
  width: 800,
  height: 600,
});

/** The points of an inspection whose photo is generated. */
export async function generatedPhotoCodes(db: Queryable, announcementId: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>('select code from inspection_points where announcement_id = $1 and photo_generated', [announcementId]);
  return rows.map((r) => r.code);
}

/** The subject of a generated inspection photo: the point's finding and the car's colour; null when it has none. */
export async function generatedPhotoSubject(
  db: Queryable,
  announcementId: number,
  code: string,
): Promise<{ code: string; status: InspectionPointStatus; microns: number | null; color: string } | null> {
  const [r] = await db.query<Record<string, unknown>>(
    `select p.code, p.status, p.microns, a.color from inspection_points p join announcements a on a.id = p.announcement_id
     where p.announcement_id = $1 and p.code = $2 and p.photo_generated and a.status in ('published', 'sold', 'archived')`,
    [announcementId, code],
  );
  return r ? { code: String(r['code']), status: r['status'] as InspectionPointStatus, microns: numOrNull(r['microns']), color: String(r['color']) } : null;
}

/** The announcement's status, or null when there is none with this id. */
export async function announcementStatus(db: Queryable, id: number): Promise<{ status: string; mileage: number } | null> {
  const [r] = await db.query<{ status: string; mileage: number }>('select status, mileage from announcements where id = $1', [id]);
  return r ? { status: r.status, mileage: num(r.mileage) } : null;
}

/** An announcement's inspection with its points in checklist order, or null. */
export async function findInspection(db: Queryable, announcementId: number): Promise<Inspection | null> {
  const [head] = await db.query<Record<string, unknown>>(
    `select announcement_id, inspector_name, grade, summary, mileage, inspected_at, updated_at
     from inspections where announcement_id = $1`,
    [announcementId],
  );
  if (!head) return null;
  const rows = await db.query<Record<string, unknown>>(
    `select p.code, p.status, p.note, p.microns, p.photo_generated, u.id as upload_id, u.width, u.height
     from inspection_points p left join uploads u on u.id = p.upload_id
     where p.announcement_id = $1 order by p.position`,
    [announcementId],
  );
  const counts = { ok: 0, attention: 0, defect: 0 };
  const points = rows
    .filter((r) => GROUP.has(String(r['code'])))
    .map((r) => {
      const status = r['status'] as InspectionPointStatus;
      counts[status]++;
      const upload = r['upload_id'] as string | null;
      return {
        group: GROUP.get(String(r['code']))!,
        code: String(r['code']),
        status,
        note: (r['note'] as string | null) ?? null,
        microns: numOrNull(r['microns']),
        photo: upload
          ? { id: upload, url: `/media/uploads/${upload}/page.webp`, width: num(r['width']), height: num(r['height']) }
          : r['photo_generated']
            ? generatedPhoto(announcementId, String(r['code']))
            : null,
      };
    });
  return {
    announcementId: num(head['announcement_id']),
    grade: head['grade'] as InspectionGrade,
    summary: String(head['summary']),
    mileage: num(head['mileage']),
    inspectedAt: iso(head['inspected_at']),
    updatedAt: iso(head['updated_at']),
    inspector: { name: String(head['inspector_name']) },
    counts,
    points,
  };
}

/**
 * Writes an announcement's inspection (a new one, or every answer of an edit replaced) and sets its `inspected`
 * flag, in the caller's transaction. The first writer's time stays the inspection's time; an edit moves `updated_at`.
 */
export async function saveInspection(
  tx: Queryable,
  i: { announcementId: number; inspectorId: number; inspectorName: string; body: InspectionWrite },
): Promise<void> {
  // A generated photo the editor sends back (its id) stays, where the point had one.
  const generated = new Set(await generatedPhotoCodes(tx, i.announcementId));
  const keeps = (p: InspectionWrite['points'][number]) => generated.has(p.code) && p.photoId === generatedPhotoId(p.code);
  await tx.query(
    `insert into inspections (announcement_id, inspector_id, inspector_name, grade, summary, mileage)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (announcement_id) do update set inspector_id = excluded.inspector_id, inspector_name = excluded.inspector_name,
       grade = excluded.grade, summary = excluded.summary, mileage = excluded.mileage, updated_at = now()`,
    [i.announcementId, i.inspectorId, i.inspectorName, i.body.grade, i.body.summary, i.body.mileage],
  );
  await tx.query('delete from inspection_points where announcement_id = $1', [i.announcementId]);
  const pts = i.body.points;
  await tx.query(
    `insert into inspection_points (announcement_id, position, code, status, note, microns, upload_id, photo_generated)
     select $1, x.position, x.code, x.status, nullif(x.note, ''), x.microns, x.upload_id, x.generated
     from unnest($2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::boolean[])
       as x(position, code, status, note, microns, upload_id, generated)`,
    [
      i.announcementId,
      pts.map((p) => POSITION.get(p.code) ?? 0),
      pts.map((p) => p.code),
      pts.map((p) => p.status),
      pts.map((p) => p.note?.trim() ?? null),
      pts.map((p) => p.microns ?? null),
      pts.map((p) => (keeps(p) ? null : (p.photoId ?? null))),
      pts.map((p) => keeps(p)),
    ],
  );
  await tx.query('update announcements set inspected = true where id = $1 and not inspected', [i.announcementId]);
}

/** A page of a seller's inspected cars on sale (latest inspection first), with each one's grade and date. */
export async function sellerInspectedPage(
  db: Queryable,
  sellerId: number,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: Array<{ id: number; grade: InspectionGrade; inspectedAt: string }> }> {
  const rows = await db.query<Record<string, unknown>>(
    `select a.id, i.grade, i.inspected_at, count(*) over () as total
     from announcements a join inspections i on i.announcement_id = a.id
     where a.user_id = $1 and a.status = 'published'
     order by i.inspected_at desc, a.id desc
     limit $2 offset $3`,
    [sellerId, pageSize, (page - 1) * pageSize],
  );
  let total = num(rows[0]?.['total']);
  if (!rows.length && page > 1) {
    const [c] = await db.query<{ n: number }>(
      `select count(*) as n from announcements a join inspections i on i.announcement_id = a.id where a.user_id = $1 and a.status = 'published'`,
      [sellerId],
    );
    total = num(c?.n);
  }
  return {
    total,
    rows: rows.map((r) => ({ id: num(r['id']), grade: r['grade'] as InspectionGrade, inspectedAt: iso(r['inspected_at']) })),
  };
}
