import { HttpResponse, type HttpHandler } from 'msw';
import type { ContestRow } from '../db/contests';
import type { UserRow } from '../db/people';
import { checkAccess, firstTimeRestricted, REASONS } from '../db/solverAccess';
import { readSolutionBody, solutionErrors } from '../db/solverChecks';
import { signedInSolver } from '../db/solverIdentity';
import {
  drafts,
  findDraft,
  findReservation,
  findSolutions,
  reservations,
  solutions,
  solverFiles,
  type ReservationRow,
} from '../db/solverRecords';
import { findChallenge, updateChallenge } from '../db/solverScenarios';
import {
  ATTACHMENT_EXTENSIONS,
  challengeView,
  prefilterFields,
  solutionForm,
  submitBy,
} from '../db/solverViews';
import { fail, invalid, notFound, ok } from '../respond';
import { api, type MockRequest, type Resolver } from '../route';
import { objectUrl } from '../storage';
import { deletedCallbackResolver, signedUploadResolver, uploadedCallbackResolver } from './uploads';
import {
  challengeViewCall,
  checkPrefilterCall,
  reserveSpotCall,
  saveDraftCall,
  solutionCall,
  solutionFileDeletedCall,
  solutionFileSignedUrlCall,
  solutionFileUploadedCall,
  solutionFormCall,
  submitSolutionCall,
} from '../../src/contract/solver';

type Context = { contest: ContestRow; user: UserRow; reservation: ReservationRow };

/** The challenge and the signed-in solver's eligible reservation, or the answer refusing the call. */
const withReservation = (slug: string, request: Request): Context | Response => {
  const contest = findChallenge(slug);
  if (!contest) return notFound('Challenge');
  const user = signedInSolver(request);
  if (!user) return fail(401, REASONS.signIn);
  const reservation = findReservation(slug, user.id);
  if (!reservation?.eligibilityStatus)
    return fail(403, reservation?.eligibilityReason ?? 'Reserve a spot first.');
  return { contest, user, reservation };
};

const getChallenge: Resolver = ({ params, request }) => {
  const contest = findChallenge(params.slug);
  if (!contest || contest.status === 'draft') return notFound('Challenge');
  const user = signedInSolver(request);
  if (contest.privacy_type === 'private' && !user)
    return fail(401, 'Sign in to see this challenge.');
  return ok(challengeView(contest, user));
};

const reserveSpot: Resolver = ({ params, request }) => {
  const contest = findChallenge(params.slug);
  if (!contest) return notFound('Challenge');
  const user = signedInSolver(request);
  const existing = user ? findReservation(contest.slug, user.id) : undefined;
  if (existing)
    return ok({
      eligibilityStatus: existing.eligibilityStatus,
      eligibilityReason: existing.eligibilityReason,
    });
  const access = checkAccess(contest, user, new Date());
  if (!access.eligible || !user)
    return ok({
      eligibilityStatus: false,
      eligibilityReason: access.eligible ? REASONS.signIn : access.reason,
    });
  reservations().insert({
    contestSlug: contest.slug,
    userId: user.id,
    eligibilityStatus: true,
    eligibilityReason: null,
    reservedAt: new Date().toISOString(),
    prefilterPassed: false,
    startedAt: null,
  });
  updateChallenge(contest, { reservedSpots: contest.reservedSpots + 1 });
  return ok({ eligibilityStatus: true, eligibilityReason: null });
};

/** Serves the form; the first time a solution form (not a prefilter) is served, the clock starts. */
const serveForm = ({ contest, user, reservation }: Context) => {
  const prefilter = prefilterFields(contest).length > 0 && !reservation.prefilterPassed;
  const current =
    !prefilter && !reservation.startedAt
      ? (reservations().update(reservation.id, { startedAt: new Date().toISOString() }) ??
        reservation)
      : reservation;
  return ok(solutionForm(contest, user, current));
};

const getSolutionForm: Resolver = ({ params, request }) => {
  const context = withReservation(params.slug, request);
  return context instanceof Response ? context : serveForm(context);
};

/** POST check_prefilter?permit=<ids>: only the permitted answers are read (strong parameters). */
const checkPrefilter: Resolver = ({ params, request, query, body }) => {
  const context = withReservation(params.slug, request);
  if (context instanceof Response) return context;
  const permitted = new Set((query.get('permit') ?? '').split(',').filter(Boolean));
  if (permitted.size === 0) return fail(400, 'param is missing or the value is empty: permit');
  const answers = readSolutionBody(body).supplementals;
  for (const field of prefilterFields(context.contest)) {
    const value = permitted.has(String(field.id)) ? answers[String(field.id)] : undefined;
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      return invalid({ [`supplementals.${field.id}`]: "can't be blank" });
    }
    const given = Array.isArray(value) ? value.join(', ') : value;
    if (field.correct_answer && given !== field.correct_answer) {
      const reason = REASONS.prefilter(field.title);
      reservations().update(context.reservation.id, {
        eligibilityStatus: false,
        eligibilityReason: reason,
      });
      return invalid(reason, 'Not eligible');
    }
  }
  const reservation =
    reservations().update(context.reservation.id, { prefilterPassed: true }) ?? context.reservation;
  return serveForm({ ...context, reservation });
};

const saveDraft: Resolver = ({ request, body }) => {
  const draft = readSolutionBody(body);
  const context = withReservation(draft.contest_slug, request);
  if (context instanceof Response) return context;
  const existing = findDraft(draft.contest_slug, context.user.id);
  const row = {
    contestSlug: draft.contest_slug,
    userId: context.user.id,
    deliverables: draft.deliverables,
    supplementals: draft.supplementals,
    fileKeys: draft.file_keys,
    savedAt: new Date().toISOString(),
  };
  const saved = existing ? drafts().put({ ...row, id: existing.id }) : drafts().insert(row);
  return ok({ id: saved.id, savedAt: saved.savedAt });
};

const submitSolution: Resolver = ({ request, body }) => {
  const answers = readSolutionBody(body);
  const context = withReservation(answers.contest_slug, request);
  if (context instanceof Response) return context;
  const { contest, user, reservation } = context;
  const deadline = submitBy(contest, reservation);
  if (deadline && new Date(deadline) < new Date())
    return invalid('The time limit for this solution has passed.');
  if (findSolutions(contest.slug, user.id).length >= (contest.multiple_solution_count ?? 1)) {
    return invalid('You have already submitted a solution to this challenge.');
  }
  const errors = solutionErrors(contest, answers, firstTimeRestricted(contest, user));
  if (Object.keys(errors).length > 0) return invalid(errors, 'Solution is not valid');
  const solution = solutions().insert({
    contestSlug: contest.slug,
    userId: user.id,
    deliverables: answers.deliverables,
    supplementals: answers.supplementals,
    fileKeys: answers.file_keys,
    submittedAt: new Date().toISOString(),
  });
  for (const key of answers.file_keys) solverFiles().update(key, { solutionId: solution.id });
  const draft = findDraft(contest.slug, user.id);
  if (draft) drafts().remove(draft.id);
  return ok({
    id: solution.id,
    viewUrl: `/challenges/${contest.slug}/solutions/${solution.id}`,
    challengeUrl: `/challenges/${contest.slug}`,
  });
};

const getSolution: Resolver = ({ params, request }) => {
  const solution = solutions().get(params.id);
  const user = signedInSolver(request);
  if (!solution || solution.userId !== user?.id) return notFound('Solution');
  const contest = findChallenge(solution.contestSlug);
  const titles = Object.fromEntries([
    ...(contest?.deliverable_submission_fields ?? []).map((field) => [
      `deliverables.${field.id}`,
      field.title,
    ]),
    ...(contest?.supplemental_submission_fields ?? []).map((field) => [
      `supplementals.${field.id}`,
      field.title,
    ]),
  ]);
  return ok({
    titles,
    id: solution.id,
    contest_slug: solution.contestSlug,
    contest_title: contest?.title ?? solution.contestSlug,
    submittedAt: solution.submittedAt,
    deliverables: solution.deliverables,
    supplementals: solution.supplementals,
    files: solution.fileKeys.flatMap((key) => {
      const file = solverFiles().get(key);
      return file ? [{ key, filename: file.filename, size: file.size, url: objectUrl(key) }] : [];
    }),
  });
};

const signSolutionFile = signedUploadResolver('solutionfiles', (name) =>
  ATTACHMENT_EXTENSIONS.includes(name.split('.').pop()?.toLowerCase() ?? ''),
);

/** GET /solutionfiles/signed_url?contest_slug=&filename=&content_type=&size=: the challenge's rules first. */
const signedUrl: Resolver = async (request: MockRequest) => {
  const context = withReservation(request.query.get('contest_slug') ?? '', request.request);
  if (context instanceof Response) return context;
  const { contest, user } = context;
  if (!contest.contest_layout_customization?.attach_file_to_submission)
    return fail(403, 'This challenge takes no attachments.');
  if (firstTimeRestricted(contest, user))
    return fail(403, 'First-time solvers cannot upload attachments to this challenge.');
  const answer = await signSolutionFile(request);
  if (answer.ok) {
    const { data } = (await answer.clone().json()) as { data: { key: string } };
    solverFiles().put({
      id: data.key,
      contestSlug: contest.slug,
      userId: user.id,
      filename: request.query.get('filename') ?? 'file',
      size: Number(request.query.get('size') ?? 0),
      confirmed: false,
      solutionId: null,
    });
  }
  return answer;
};

const keyOf = (body: unknown) =>
  String((body as { solutionfile?: { key?: unknown } } | undefined)?.solutionfile?.key ?? '');

/** The callbacks of uploads.ts, plus the solver's own list of files. */
const afterCallback =
  (resolver: Resolver, apply: (key: string) => void): Resolver =>
  async (request) => {
    const answer = await resolver(request);
    if (answer.ok) apply(keyOf(request.body));
    return answer;
  };

/** The rule challenges' extra materials: a stand-in document, so the links lead somewhere. */
const material: Resolver = ({ params }) => {
  const file = findChallenge(params.slug)?.contestfiles?.find(
    (row) => row.filename === params.name,
  );
  if (!file) return notFound('File');
  return new HttpResponse(`${file.filename}: the challenge brief (a mock document).`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};

export const solverHandlers: HttpHandler[] = [
  api.get('/contests/:slug/contestfiles/:name', material),
  api.get(challengeViewCall.path, getChallenge),
  api.post(reserveSpotCall.path, reserveSpot),
  api.get(solutionFormCall.path, getSolutionForm),
  api.post(checkPrefilterCall.path, checkPrefilter),
  api.post(saveDraftCall.path, saveDraft),
  api.post(submitSolutionCall.path, submitSolution),
  api.get(solutionCall.path, getSolution),
  api.get(solutionFileSignedUrlCall.path, signedUrl),
  api.post(
    solutionFileUploadedCall.path,
    afterCallback(uploadedCallbackResolver('solutionfile', 'solutionfiles'), (key) =>
      solverFiles().update(key, { confirmed: true }),
    ),
  ),
  api.post(
    solutionFileDeletedCall.path,
    afterCallback(deletedCallbackResolver('solutionfile', 'solutionfiles'), (key) =>
      solverFiles().remove(key),
    ),
  ),
];
