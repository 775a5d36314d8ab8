import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { Desk } from '../desk/deskStore';

/** One channel for every tab of this browser on Manage Cashouts (same origin). */
export const TAB_CHANNEL = 'admin-console:cashouts:decided';

/** A cashout decided in one tab; another tab's console may be older or newer: read, not trusted. */
const decidedSchema = z.object({
  kind: z.literal('decided'),
  id: z.number(),
  action: z.string(),
});
export type DecidedMessage = z.infer<typeof decidedSchema>;

export const readDecided = (data: unknown): DecidedMessage | null => {
  const parsed = decidedSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/**
 * Tabs of one browser share their decisions at once: a cashout decided in one tab is final in
 * the others, and a decision one of them still holds on it is dropped, never sent
 * (docs/decisions.md, "Manage Cashouts: the live queue").
 */
export const useTabShare = (desk: Desk) => {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(TAB_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message = readDecided(event.data);
      if (message) desk.settleOutside(message.id, 'tab', message.action);
    };
    const unwatch = desk.watch({
      onFinal: (id, _decision, action) =>
        channel.postMessage({ kind: 'decided', id, action } satisfies DecidedMessage),
    });
    return () => {
      unwatch();
      channel.close();
    };
  }, [desk]);
};
