import type { Queryable } from '../db.js';
import { num, numOrNull } from './rows.js';

export interface UploadRow {
  id: string;
  userId: number | null;
  announcementId: number | null;
  width: number;
  height: number;
  contentHash: string;
  phash: string;
}

export async function insertUpload(
  db: Queryable,
  u: { id: string; userId: number | null; format: string; width: number; height: number; bytes: number; contentHash: string; phash: string; private?: boolean },
): Promise<void> {
  await db.query(
    `insert into uploads (id, user_id, format, width, height, bytes, content_hash, phash, private)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [u.id, u.userId, u.format, u.width, u.height, u.bytes, u.contentHash, u.phash, u.private ?? false],
  );
}

/**
 * The public uploads of these ids that exist (any order). A message's photo (private) is never among them: no
 * announcement, article, report or inspection can show it.
 */
export async function findUploads(db: Queryable, ids: readonly string[]): Promise<UploadRow[]> {
  if (!ids.length) return [];
  const rows = await db.query<{
    id: string;
    user_id: number | string | null;
    announcement_id: number | string | null;
    width: number;
    height: number;
    content_hash: string;
    phash: string;
  }>(
    'select id, user_id, announcement_id, width, height, content_hash, phash from uploads where id = any($1::text[]) and not private',
    [ids],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: numOrNull(r.user_id),
    announcementId: numOrNull(r.announcement_id),
    width: num(r.width),
    height: num(r.height),
    contentHash: r.content_hash,
    phash: r.phash,
  }));
}

/** The uploads shown by an announcement's photos. */
export async function uploadsOfAnnouncement(db: Queryable, announcementId: number): Promise<UploadRow[]> {
  const rows = await db.query<{ upload_id: string }>(
    'select upload_id from photos where announcement_id = $1 and upload_id is not null order by position',
    [announcementId],
  );
  return findUploads(
    db,
    rows.map((r) => r.upload_id),
  );
}
