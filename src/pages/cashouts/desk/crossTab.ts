/**
 * Two tabs of one browser may hold a decision on the same cashout, and their undo windows may
 * end together. The tab share (live/tabShare.ts) tells a tab once another has decided, but a
 * message can come after this tab's own timer. So a decision is sent under a Web Lock named for
 * its cashout: the tabs send one at a time, and the one that wins marks the cashout decided with a
 * second lock, taken before the first is let go, that the next tab finds when its turn comes and
 * then sends nothing (docs/decisions.md, "Manage Cashouts: the live queue"). The browser's lock
 * manager orders both, which a message or storage event would not. Without Web Locks (an old
 * browser), each tab sends and the server answers the second as it does any late decision.
 */

const PREFIX = 'admin-console:cashouts:';
/** How long a tab keeps a cashout marked decided: longer than any undo window and queue. */
export const DECIDED_MARK_MS = 120_000;

const sendLock = (id: number) => `${PREFIX}send:${id}`;
const decidedPrefix = (id: number) => `${PREFIX}decided:${id}:`;

export type Claimed = { sent: true; action: string } | { sent: false; action: string };

/** Holds a lock named for the cashout decided here, with its action, for `DECIDED_MARK_MS`. */
const markDecided = (locks: LockManager, id: number, action: string) =>
  new Promise<void>((marked) => {
    void locks.request(`${decidedPrefix(id)}${action}`, () => {
      marked();
      return new Promise((done) => window.setTimeout(done, DECIDED_MARK_MS));
    });
  });

/** The action of another tab's decision on the cashout, if one of them decided it. */
const decidedAction = async (locks: LockManager, id: number) => {
  const { held = [] } = await locks.query();
  const mark = held.find((lock) => lock.name?.startsWith(decidedPrefix(id)));
  return mark?.name?.slice(decidedPrefix(id).length);
};

/** The lock was taken by another tab: this one waits its turn. */
const BUSY = Symbol('busy');

/**
 * Sends a decision on a cashout unless another tab of this browser has decided it: `send`
 * resolves with the action to show; a failure rejects as `send` does.
 *
 * Mostly no other tab is sending that cashout, so the send lock is asked for only if free, and the
 * held marks are read in the same breath: the lock manager answers one tab's requests in the
 * order sent, so that reading comes after the grant, and no tab can mark the cashout decided
 * while this one holds the lock. One round trip to the browser instead of two before the
 * request leaves. When the lock is taken, this tab waits its turn and reads the marks then.
 */
export const claimAcrossTabs = async (
  id: number,
  send: () => Promise<string>,
): Promise<Claimed> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return { sent: true, action: await send() };
  const decide = async (marks: Promise<string | undefined>): Promise<Claimed> => {
    const other = await marks;
    if (other !== undefined) return { sent: false, action: other };
    const action = await send();
    await markDecided(locks, id, action);
    return { sent: true, action };
  };
  // Both asked before either answers: the reading is processed after the grant. (A lock manager
  // that calls back at once, as the unit tests' fake does, finds no reading yet and reads then.)
  const asked: { marks?: Promise<string | undefined> } = {};
  const free = locks.request(sendLock(id), { ifAvailable: true }, (lock) =>
    lock === null ? BUSY : decide(asked.marks ?? decidedAction(locks, id)),
  );
  asked.marks = decidedAction(locks, id);
  // Read or not, its failure is the waiting path's to meet.
  asked.marks.catch(() => undefined);
  const claimed = await free;
  if (claimed !== BUSY) return claimed;
  return locks.request(sendLock(id), () => decide(decidedAction(locks, id)));
};
