import { definePageMock } from '../../../../mocks/resourceMock';
import { ok } from '../../../../mocks/respond';
import { api } from '../../../../mocks/route';
import { referralTotalsCall } from './calls';
import { screens } from './route';

/** The answer, made once: every load shows the same figures. */
const answer = {
  invited: `Invited 1`,
  joined: `Joined 1`,
};

export const mock = definePageMock(screens[0], {
  handlers: [api.get(referralTotalsCall.path, () => ok(answer))],
  menu: { label: 'Referral Totals' },
});
