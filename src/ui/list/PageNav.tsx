import { Pagination, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PageNavProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Page numbers with the range shown ("26-50 of 60"). Not tied to a list context. */
export const PageNav = ({ page, perPage, total, onPageChange }: PageNavProps) => {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const offsetBegin = total === 0 ? 0 : (page - 1) * perPage + 1;
  const offsetEnd = Math.min(total, page * perPage);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" role="status">
        {translate('ra.navigation.page_range_info', { offsetBegin, offsetEnd, total })}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => onPageChange(next)}
          shape="rounded"
          siblingCount={1}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? translate('app.contestLists.kit.page', { n: item ?? '' }) +
                (selected ? ` ${translate('app.contestLists.kit.current')}` : '')
              : translate(
                  `ra.navigation.${type === 'previous' ? 'previous' : type === 'next' ? 'next' : type}`,
                )
          }
        />
      )}
    </Stack>
  );
};
