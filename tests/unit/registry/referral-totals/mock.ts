import { definePageMock } from '../../../../mocks/resourceMock';
import { ok } from '../../../../mocks/respond';
import { api } from '../../../../mocks/route';
import { referralTotalsCall } from './calls';
import { screens } from './route';

export const mock = definePageMock(screens[0], {
  handlers: [
    api.get(referralTotalsCall.path, () =>
      ok({
        invited: 'Invited 1',
        joined: 'Joined 1',
      }),
    ),
  ],
  menu: { label: 'Referral Totals' },
});
