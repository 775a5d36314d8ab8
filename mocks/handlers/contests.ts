import type { ContestRecord } from '../../src/contract/contest';
import type { HttpHandler } from 'msw';
import type { FieldErrors, NestedRow } from '../../src/contract';
import { draftsRoute } from '../../src/resources/drafts/route';
import { contests, findContestBySlug, type ContestRow } from '../db/contests';
import { claimMaterials } from '../db/storage';
import { fail, invalid, notFound, ok } from '../respond';
import { api } from '../route';
import { storeFilePart } from '../storage';
import { entriesToTree, treeToRecord } from './contestsMultipart';
import { contestCall, contestCloneCall, saveContestCall } from '../../src/contract/contest';

/** The fields of a row that belong to the lists, not to the authoring record. */
const LIST_FIELDS = [
  'status',
  'hidden',
  'majorCategory',
  'tags',
  'createdAt',
  'launchDate',
  'complete',
  'reviewed',
  'pageViewsCount',
  'solutionsCount',
  'draftsCount',
  'newSolversCount',
  'repeatSolversCount',
  'reservedSpots',
] as const;

export const toRecord = (row: ContestRow): ContestRecord => {
  const record: Record<string, unknown> = { ...row };
  for (const key of LIST_FIELDS) delete record[key];
  return record as unknown as ContestRecord;
};

/**
 * A clone as a server that prefills the copy from the source record as it is: the source's id,
 * slug, version, launch state and every nested row's id come with it (only the title says it is a
 * copy), so the console's tests prove that the console is what leaves them out (CONTRACT §6).
 * The snapshot image, logo and extra materials are kept by reference.
 */
export const cloneRecord = (row: ContestRow): ContestRecord => ({
  ...toRecord(row),
  title: `Copy of ${row.title}`,
});

type Tree = Record<string, unknown>;
const rowsOf = (tree: Tree, key: string) =>
  Object.entries((tree[key] as Record<string, Tree> | undefined) ?? {});
const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The stored challenge a save updates (docs/contract.md, "Which challenge a save updates"): the
 * one its `id` names, else the one its `slug` names; none, and the save creates.
 */
export const savedTarget = (sent: { id?: unknown; slug?: unknown }): ContestRow | undefined => {
  const id = Number(sent.id);
  const byId =
    sent.id != null && sent.id !== '' && Number.isFinite(id) ? contests().get(id) : undefined;
  return (
    byId ?? (typeof sent.slug === 'string' && sent.slug ? findContestBySlug(sent.slug) : undefined)
  );
};

/** What a Rails model would refuse; paths carry the index the console sent. */
export const validateTree = (tree: Tree): FieldErrors => {
  const errors: FieldErrors = {};
  const type = tree.contest_type;
  if (!['timed', 'ideation', 'submission', 'questionnaire'].includes(String(type)))
    errors.contest_type = ['is not included in the list'];
  if (blank(tree.title)) errors.title = ["can't be blank"];
  if (blank(String(tree.description ?? '').replace(/<[^>]*>/g, '')))
    errors.description = ["can't be blank"];
  if (blank(tree.reward_policy)) errors.reward_policy = ["can't be blank"];
  if (blank(tree.company_team_id)) errors.company_team_id = ["can't be blank"];
  for (const [index, row] of rowsOf(tree, 'deliverable_submission_fields')) {
    if (!row._destroy && blank(row.title))
      errors[`deliverable_submission_fields.${index}.title`] = ["can't be blank"];
  }
  for (const [index, row] of rowsOf(tree, 'feedback_tags')) {
    if (!row._destroy && blank(row.name))
      errors[`feedback_tags.${index}.name`] = ["can't be blank"];
  }
  const url = tree.url_title;
  if (
    !blank(url) &&
    contests().find((contest) => contest.url_title === url && contest.id !== savedTarget(tree)?.id)
  ) {
    errors.url_title = ['has already been taken'];
  }
  return errors;
};

/** Rails nested attributes: `_destroy` removes by id, an id updates, no id creates. */
const applyRows = <T extends NestedRow>(existing: T[] | undefined, sent: T[] | undefined): T[] => {
  if (sent === undefined) return existing ?? [];
  let rows = [...(existing ?? [])];
  let nextId = rows.reduce((top, row) => Math.max(top, row.id ?? 0), 0) + 1;
  for (const row of sent) {
    if (row._destroy) {
      rows = rows.filter((kept) => kept.id !== row.id);
      continue;
    }
    const clean = { ...row, _destroy: undefined };
    delete clean._destroy;
    if (row.id != null && rows.some((kept) => kept.id === row.id))
      rows = rows.map((kept) => (kept.id === row.id ? clean : kept));
    else rows.push({ ...clean, id: nextId++ });
  }
  return rows;
};

const slugify = (text: string, id: number) =>
  `${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${id}`;

/** The bytes of the file parts of the save being handled, read before the record is saved. */
const partBytes = new WeakMap<Blob, ArrayBuffer>();

const readFileParts = async (record: ContestRecord) => {
  const parts = [record.snapshot_pic, record.contest_layout_customization?.custom_banner_logo];
  for (const part of parts) if (part instanceof Blob) partBytes.set(part, await part.arrayBuffer());
};

/**
 * A file part (challenge image, banner logo) is stored like a direct upload and served from the
 * mock's storage, so the saved challenge shows it (it used to 404).
 */
const fileUrl = (id: number, value: unknown) => {
  if (!(value instanceof Blob)) return undefined;
  const bytes = partBytes.get(value);
  const file = value instanceof File ? value : new File([value], 'file', { type: value.type });
  return bytes ? storeFilePart(`contests/${id}`, file, bytes) : undefined;
};

export const saveContest = (record: ContestRecord): ContestRow => {
  const table = contests();
  const existing = savedTarget(record);
  const id = existing?.id ?? table.nextId();
  const layout = {
    ...existing?.contest_layout_customization,
    ...record.contest_layout_customization,
  };
  const logoUrl = fileUrl(id, layout.custom_banner_logo);
  delete layout.custom_banner_logo;
  if (logoUrl) layout.custom_banner_logo_url = logoUrl;
  if (layout.remove_custom_banner_logo) layout.custom_banner_logo_url = null;
  const saved: ContestRow = {
    ...(existing ?? {
      status: 'draft',
      hidden: false,
      majorCategory: 'General',
      tags: [],
      createdAt: new Date().toISOString(),
      launchDate: record.expected_launch_date ?? null,
      complete: false,
      reviewed: false,
      pageViewsCount: 0,
      solutionsCount: 0,
      draftsCount: 0,
      newSolversCount: 0,
      repeatSolversCount: 0,
      reservedSpots: 0,
      launched: false,
    }),
    ...record,
    id,
    slug: existing?.slug ?? slugify(record.title, id),
    // A material sent marked `_destroy` is no longer the challenge's.
    contestfiles: (record.contestfiles ?? existing?.contestfiles)?.filter(
      (file) => !(file as { _destroy?: unknown })._destroy,
    ),
    snapshot_pic: undefined,
    snapshot_pic_url:
      fileUrl(id, record.snapshot_pic) ??
      record.snapshot_pic_url ??
      existing?.snapshot_pic_url ??
      null,
    feedback_tags: applyRows(existing?.feedback_tags, record.feedback_tags),
    contest_permissions: applyRows(existing?.contest_permissions, record.contest_permissions),
    supplemental_submission_fields: applyRows(
      existing?.supplemental_submission_fields,
      record.supplemental_submission_fields,
    ),
    deliverable_submission_fields: applyRows(
      existing?.deliverable_submission_fields,
      record.deliverable_submission_fields,
    ),
    contest_evaluation_scheme: record.contest_evaluation_scheme && {
      ...record.contest_evaluation_scheme,
      id: existing?.contest_evaluation_scheme?.id ?? id,
    },
    contest_layout_customization: {
      ...layout,
      id: existing?.contest_layout_customization?.id ?? id,
    } as ContestRow['contest_layout_customization'],
  };
  delete saved.snapshot_pic;
  const version = (existing as { lock_version?: number } | undefined)?.lock_version;
  if (typeof version === 'number') Object.assign(saved, { lock_version: version + 1 });
  const stored = table.put(saved);
  claimMaterials(
    stored.id,
    (stored.contestfiles ?? []).map((file) => file.key),
  );
  return stored;
};

export const contestsHandlers: HttpHandler[] = [
  api.get(contestCloneCall.path, ({ params }) => {
    const row = findContestBySlug(params.slug);
    return row ? ok(cloneRecord(row)) : notFound('Contest');
  }),
  api.get(contestCall.path, ({ params }) => {
    const row = findContestBySlug(params.slug);
    return row ? ok(toRecord(row)) : notFound('Contest');
  }),
  api.post(saveContestCall.path, async ({ body }) => {
    if (!(body instanceof FormData)) return invalid('Expected a multipart form');
    const tree = entriesToTree(body.entries());
    const errors = validateTree(tree);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const record = treeToRecord(tree);
    const existing = savedTarget(record);
    // Rails' optimistic locking (CONTRACT §5), for records that carry a version.
    const stored = (existing as { lock_version?: number } | undefined)?.lock_version;
    if (
      typeof stored === 'number' &&
      Number((record as { lock_version?: unknown }).lock_version) !== stored
    )
      return fail(409, 'Attempted to update a stale object: Contest.');
    await readFileParts(record);
    const saved = saveContest(record);
    // Back to the drafts, as the server sends a saved challenge.
    return ok({ redirect_to: `/admin${draftsRoute.path}`, id: saved.id, slug: saved.slug });
  }),
];
