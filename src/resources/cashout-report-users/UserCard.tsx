import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportUser } from './schema';
import { formatCount, formatDateTime, formatText, formatUsd, rawText } from '../../ui/format';
import { unreadableValue } from '../../ui/unreadable';
import { UserDetails } from './UserDetails';

interface UserCardProps {
  user: ReportUser;
  /** The chosen columns in order: the e-mail and the figures shown. */
  columns: readonly string[];
  expanded: boolean;
  onToggle: (userId: number) => void;
}

/**
 * One user of the report (seed 000 §3), expanding to its rewards and cashouts. Plain elements,
 * styled once by the list around them (USER_CARDS_SX): a page holds up to 500 of these.
 */
export const UserCard = memo(({ user, columns, expanded, onToggle }: UserCardProps) => {
  const translate = useTranslate();
  const t = (name: string) => translate(`app.cashoutReport.users.${name}`);
  const detailsId = `report-user-${user.userId}-details`;
  // A field the edge could not read shows empty, its raw value in the tooltip.
  const figure = (field: keyof ReportUser, text: string): [string, string, string?] => {
    const unreadable = unreadableValue(user, field);
    return unreadable ? [t(field), '', rawText(unreadable.raw)] : [t(field), text];
  };
  const texts: Partial<Record<keyof ReportUser, () => string>> = {
    accountCreated: () => formatDateTime(user.accountCreated),
    lastLogin: () => (user.lastLogin ? formatDateTime(user.lastLogin) : t('never')),
    totalRewards: () => formatUsd(user.totalRewards),
    totalCashouts: () => formatUsd(user.totalCashouts),
    rewardsBalance: () => formatUsd(user.rewardsBalance),
    rewardCount: () => formatCount(user.rewardCount),
    cashoutCount: () => formatCount(user.cashoutCount),
  };
  const figures = columns.flatMap((id) => {
    const text = Object.hasOwn(texts, id) ? texts[id as keyof ReportUser] : undefined;
    return text ? [figure(id as keyof ReportUser, text())] : [];
  });
  return (
    <article aria-label={formatText(user.name)}>
      <div className="summary">
        <button
          type="button"
          className="toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={translate(`app.cashoutReport.users.${expanded ? 'collapse' : 'expand'}`, {
            name: formatText(user.name),
          })}
          onClick={() => onToggle(user.userId)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
          </svg>
        </button>
        <div className="who">
          <h2>{formatText(user.name)}</h2>
          {columns.includes('email') && <span>{formatText(user.email)}</span>}
        </div>
        <dl>
          {figures.map(([label, value, raw]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd title={raw}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {expanded && <UserDetails userId={user.userId} id={detailsId} />}
    </article>
  );
});
UserCard.displayName = 'UserCard';
