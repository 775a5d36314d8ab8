import { Alert, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useServerContext } from '../../api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CashoutCard } from './CashoutCard';
import { CashoutsHeading } from './CashoutsHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { queryKeys } from '../../providers/queryKeys';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { AskBeforeClosing, useDesk } from './desk/useDesk';
import { useQueueKeys } from './desk/useQueueKeys';
import { useUndoSeconds } from './desk/undoSetting';
import { UndoSettingField } from './desk/UndoSettingField';
import { BulkBar } from './bulk/BulkBar';
import { BulkCards } from './bulk/BulkCards';
import { useCreateBulk } from './bulk/useBulk';
import { DecisionLogPanel } from './log/DecisionLogPanel';
import { NewCashoutsBanner } from './live/NewCashoutsBanner';
import { useLiveQueue } from './live/useLiveQueue';
import { useTabShare } from './live/tabShare';
import { FoldedNote, FoldWhenSettled, SettledRow, useSettledFolding } from './live/SettledFold';
import { callName } from '../../contract/call';
import { cashoutsCall, getCashouts } from './calls';

/** Manage Cashouts (seed 000 §2): one card per pending cashout. */
const CashoutsPage = () => {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { user } = useServerContext();
  const [undoSeconds, setUndoSeconds] = useUndoSeconds(user?.id);
  const desk = useDesk(undoSeconds);
  const bulk = useCreateBulk(desk);
  useQueueKeys(desk, bulk.toggle);
  const query = useQuery({
    queryKey: queryKeys.cashouts.pending(),
    queryFn: ({ signal }) => dp.send(getCashouts(signal)),
  });
  // Cards shown once stay: a decided card keeps its final state after the list refreshes.
  const known = useLiveQueue(query.data, query.refetch, desk);
  // An answer that arrives after staff left names its cashout (the card is gone by then).
  desk.describeWith(known.cashoutOf);
  useTabShare(desk);
  const folding = useSettledFolding();

  return (
    <Stack sx={{ py: 2 }}>
      <Title title={translate('app.menu.cashouts')} />
      <SectionBoundary>
        <CashoutsHeading summary={query.data} />
      </SectionBoundary>
      <Stack
        component="section"
        aria-label={translate('app.cashouts.settings')}
        direction="row"
        sx={{ mb: 2 }}
      >
        <UndoSettingField value={undoSeconds} onChange={setUndoSeconds} />
      </Stack>
      <AskBeforeClosing desk={desk} />
      <DecisionLogPanel desk={desk} user={user} cashoutOf={known.cashoutOf} />
      {query.isPending && <CircularProgress aria-label={translate('app.loading')} />}
      {query.error && (
        <RetryAlert
          onRetry={() => query.refetch()}
          failure={{ call: callName(cashoutsCall), error: query.error }}
        >
          {translate('app.cashouts.load_failed')}
        </RetryAlert>
      )}
      {query.isSuccess && known.cards.length === 0 && (
        <Alert severity="info">{translate('app.cashouts.none')}</Alert>
      )}
      <NewCashoutsBanner count={known.waiting.length} onShow={known.show} />
      {known.cards.length > 0 && (
        <BulkBar bulk={bulk} desk={desk} cards={known.cards} gone={known.gone} />
      )}
      <FoldedNote folding={folding} />
      <BulkCards bulk={bulk}>
        {known.cards.map((cashout) =>
          folding.folded.has(cashout.id) ? (
            folding.shown && <SettledRow key={cashout.id} cashout={cashout} desk={desk} />
          ) : (
            <FoldWhenSettled key={cashout.id} desk={desk} id={cashout.id} onFold={folding.fold}>
              <SectionBoundary>
                <CashoutCard cashout={cashout} gone={known.gone.has(cashout.id)} desk={desk} />
              </SectionBoundary>
            </FoldWhenSettled>
          ),
        )}
      </BulkCards>
    </Stack>
  );
};

export default CashoutsPage;
