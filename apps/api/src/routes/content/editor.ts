import {
  apiErrorSchema,
  CONTENT_ROLES,
  editorItemCreateSchema,
  editorItemListSchema,
  editorItemParamsSchema,
  editorItemSchema,
  editorPreviewInputSchema,
  editorPreviewSchema,
  editorPublishInputSchema,
  editorRevisionDetailSchema,
  editorRevisionListSchema,
  editorRevisionParamsSchema,
  editorItemUpdateSchema,
  editorVersionInputSchema,
  editorVersionParamsSchema,
  myRolesSchema,
  type EditorItem,
  type EditorRevisionDetail,
  type Locale,
} from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type EditorItemRow,
  type EditorVersionRow,
  categoryIdOf,
  categoryNames,
  editorItems,
  findRevision,
  insertItem,
  itemSlugTaken,
  listRevisions,
  publishVersion,
  type RevisionInput,
  type RevisionRow,
  rolesOf,
  saveRevision,
  unpublishVersion,
  updateItem,
} from '../../db/repositories/content.js';
import { findUploads } from '../../db/repositories/uploads.js';
import { uploadIdOf, uploadIdsIn, withImageSizes } from '../../lib/content-images.js';
import { revisionChanges } from '../../lib/revision-diff.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { readingMinutes, renderMarkdown, searchText } from '../../lib/markdown.js';
import { requireUser, signedIn } from '../auth/guard.js';

const NO_STORE = 'private, no-store';

/** The signed-in user, when they may write guides and pages (editor or admin); a 403 `role_required` otherwise. */
async function requireEditor(app: FastifyInstance, req: FastifyRequest) {
  const user = await requireUser(app, req);
  const roles = await rolesOf(app.db, user.id);
  if (!roles.some((r) => CONTENT_ROLES.includes(r))) throw new HttpError(403, 'role_required', 'Only editors may do this');
  return user;
}

const pathOf = (i: EditorItemRow) => (i.kind === 'guide' ? `/guide/${i.category}/${i.slug}` : i.slug === 'about' ? '/about' : `/${i.slug}`);

/** What an editor writes in a language version. */
interface VersionText {
  title: string;
  description: string;
  body: string;
  tags: readonly string[];
  carsLabel?: string | null | undefined;
}

/**
 * A version's text as a revision to save: the Markdown rendered and sanitised, the images of the site's uploads sized,
 * tags in lower case and once each. An image of an upload that does not exist is a 400 (`image_unknown` on the body).
 */
async function revisionOf(app: FastifyInstance, locale: Locale, text: VersionText, authorId: number): Promise<RevisionInput> {
  const rendered = renderMarkdown(text.body);
  const ids = uploadIdsIn(rendered.html);
  const uploads = await findUploads(app.db, ids);
  if (uploads.length < ids.length) throw validationFailed({ body: ['image_unknown'] });
  const tags = [...new Set(text.tags.map((t) => t.toLocaleLowerCase(locale === 'kk' ? 'kk' : 'ru')))];
  return {
    title: text.title,
    description: text.description,
    bodyMd: text.body,
    bodyHtml: withImageSizes(rendered.html, new Map(uploads.map((u) => [u.id, { width: u.width, height: u.height }]))),
    toc: rendered.toc,
    words: rendered.words,
    tags,
    carsLabel: text.carsLabel || null,
    searchText: searchText(text.title, text.description, rendered.plain, tags),
    authorId,
  };
}

/** A cover of the site's uploads must be a real upload (400 `cover_unknown`); any other allowed address passes. */
async function checkCover(app: FastifyInstance, cover: string | null | undefined) {
  const id = uploadIdOf(cover);
  if (id && !(await findUploads(app.db, [id])).length) throw validationFailed({ cover: ['cover_unknown'] });
}

const toRevisionDetail = (r: RevisionRow, previous: RevisionRow | null): EditorRevisionDetail => {
  const text = (x: RevisionRow) => ({ title: x.title, description: x.description, tags: x.tags, carsLabel: x.carsLabel, body: x.bodyMd });
  return {
    id: r.id,
    createdAt: r.createdAt,
    author: r.author,
    title: r.title,
    words: r.words,
    draft: r.draft,
    published: r.published,
    description: r.description,
    body: r.bodyMd,
    tags: r.tags,
    carsLabel: r.carsLabel,
    html: r.bodyHtml,
    previousId: previous?.id ?? null,
    changes: revisionChanges(previous ? text(previous) : null, text(r)),
  };
};

const toItem = (i: EditorItemRow, versions: EditorVersionRow[]): EditorItem => ({
  ...i,
  path: pathOf(i),
  versions: versions.map(({ itemId: _id, ...v }) => v),
});

/** Guides' and pages' drafts, saves, previews and publication (`/api/editor`): editors and admins only. */
const editor: FastifyPluginAsyncZod = async (app) => {
  const loadItem = async (id: number): Promise<EditorItem> => {
    const { items, versions } = await editorItems(app.db, id);
    if (!items[0]) throw notFound('item_not_found', `Item ${id} not found`);
    return toItem(items[0], versions);
  };

  app.get(
    '/me',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getMyRoles',
        tags: ['content'],
        summary: "The signed-in user's roles (editor, moderator, admin)",
        response: { 200: myRolesSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', NO_STORE);
      return { roles: await rolesOf(app.db, user.id) };
    },
  );

  app.get(
    '/items',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listEditorItems',
        tags: ['content'],
        summary: 'Every guide and page with the state of each language version (drafts included)',
        response: { 200: editorItemListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      const { items, versions } = await editorItems(app.db);
      const byItem = new Map<number, EditorVersionRow[]>();
      for (const v of versions) byItem.set(v.itemId, [...(byItem.get(v.itemId) ?? []), v]);
      reply.header('cache-control', NO_STORE);
      return {
        items: items.map((i) => ({
          id: i.id,
          kind: i.kind,
          slug: i.slug,
          category: i.category,
          path: pathOf(i),
          versions: (byItem.get(i.id) ?? []).map((v) => ({ locale: v.locale, status: v.status, title: v.title, updatedAt: v.updatedAt })),
        })),
        categories: await categoryNames(app.db, requestLocale(req)),
      };
    },
  );

  app.post(
    '/items',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createEditorItem',
        tags: ['content'],
        summary: 'A new guide or page (its language versions are written next)',
        body: editorItemCreateSchema,
        response: { 201: editorItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      const { kind, slug, category, cover, carsPath } = req.body;
      const categoryId = kind === 'guide' ? await categoryIdOf(app.db, category!) : null;
      if (kind === 'guide' && categoryId === null) throw validationFailed({ category: ['category_unknown'] });
      await checkCover(app, cover);
      if (await itemSlugTaken(app.db, kind, slug)) {
        throw new HttpError(409, 'slug_taken', `A ${kind} with slug ${slug} exists`, { fields: { slug: ['slug_taken'] } });
      }
      const id = await insertItem(app.db, { kind, slug, categoryId, cover: cover ?? null, carsPath: kind === 'guide' ? (carsPath ?? null) : null });
      return reply.code(201).header('cache-control', NO_STORE).send(await loadItem(id));
    },
  );

  app.get(
    '/items/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getEditorItem',
        tags: ['content'],
        summary: 'An item with the draft of each language version, rendered',
        params: editorItemParamsSchema,
        response: { 200: editorItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      reply.header('cache-control', NO_STORE);
      return loadItem(req.params.id);
    },
  );

  app.put(
    '/items/:id/versions/:locale',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'saveEditorVersion',
        tags: ['content'],
        summary: "Saves a language version's draft (a new revision; the public keeps the published one)",
        params: editorVersionParamsSchema,
        body: editorVersionInputSchema,
        response: { 200: editorItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireEditor(app, req);
      const { id, locale } = req.params;
      await loadItem(id);
      await saveRevision(app.db, id, locale, await revisionOf(app, locale, req.body, user.id));
      reply.header('cache-control', NO_STORE);
      return loadItem(id);
    },
  );

  app.put(
    '/items/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateEditorItem',
        tags: ['content'],
        summary: "Sets an item's cover (an uploaded photo) and, for a guide, its related cars",
        params: editorItemParamsSchema,
        body: editorItemUpdateSchema,
        response: { 200: editorItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      await checkCover(app, req.body.cover);
      if (!(await updateItem(app.db, req.params.id, req.body))) throw notFound('item_not_found', `Item ${req.params.id} not found`);
      reply.header('cache-control', NO_STORE);
      return loadItem(req.params.id);
    },
  );

  app.get(
    '/items/:id/versions/:locale/revisions',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listEditorRevisions',
        tags: ['content'],
        summary: 'Every saved revision of a language version, newest first: when, who, and which is the draft and the public one',
        params: editorVersionParamsSchema,
        response: { 200: editorRevisionListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      const { id, locale } = req.params;
      await loadItem(id);
      reply.header('cache-control', NO_STORE);
      return { items: await listRevisions(app.db, id, locale) };
    },
  );

  app.get(
    '/items/:id/versions/:locale/revisions/:revision',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getEditorRevision',
        tags: ['content'],
        summary: 'One revision as saved and rendered, and what it changed against the revision before it, line by line',
        params: editorRevisionParamsSchema,
        response: { 200: editorRevisionDetailSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      const { id, locale, revision } = req.params;
      const found = await findRevision(app.db, id, locale, revision);
      if (!found) throw notFound('revision_not_found', `No revision ${revision} of the ${locale} version of item ${id}`);
      reply.header('cache-control', NO_STORE);
      return toRevisionDetail(found.revision, found.previous);
    },
  );

  app.post(
    '/items/:id/versions/:locale/revisions/:revision/restore',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'restoreEditorRevision',
        tags: ['content'],
        summary: "Makes an older revision's text the draft again, as a new revision (history is kept; the public page changes when published)",
        params: editorRevisionParamsSchema,
        response: { 200: editorItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireEditor(app, req);
      const { id, locale, revision } = req.params;
      const found = await findRevision(app.db, id, locale, revision);
      if (!found) throw notFound('revision_not_found', `No revision ${revision} of the ${locale} version of item ${id}`);
      const r = found.revision;
      await saveRevision(app.db, id, locale, await revisionOf(app, locale, { title: r.title, description: r.description, body: r.bodyMd, tags: r.tags, carsLabel: r.carsLabel }, user.id));
      reply.header('cache-control', NO_STORE);
      return loadItem(id);
    },
  );

  app.post(
    '/items/:id/versions/:locale/publish',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'publishEditorVersion',
        tags: ['content'],
        summary: "Publishes a version's draft now, or from a later time (scheduled)",
        params: editorVersionParamsSchema,
        body: editorPublishInputSchema,
        response: { 200: editorItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      const { id, locale } = req.params;
      if (!(await publishVersion(app.db, id, locale, req.body.at))) throw notFound('version_not_found', `No ${locale} version of item ${id}`);
      reply.header('cache-control', NO_STORE);
      return loadItem(id);
    },
  );

  app.post(
    '/items/:id/versions/:locale/unpublish',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'unpublishEditorVersion',
        tags: ['content'],
        summary: 'Takes a version off the public pages (the draft stays)',
        params: editorVersionParamsSchema,
        response: { 200: editorItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      const { id, locale } = req.params;
      if (!(await unpublishVersion(app.db, id, locale))) throw notFound('version_not_found', `No ${locale} version of item ${id}`);
      reply.header('cache-control', NO_STORE);
      return loadItem(id);
    },
  );

  app.post(
    '/preview',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'previewEditorText',
        tags: ['content'],
        summary: 'Renders Markdown as the public pages would show it (sanitised), without saving',
        body: editorPreviewInputSchema,
        response: { 200: editorPreviewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await requireEditor(app, req);
      const r = renderMarkdown(req.body.body);
      reply.header('cache-control', NO_STORE);
      return { html: r.html, toc: r.toc, readingMinutes: readingMinutes(r.words) };
    },
  );
};
export default editor;
