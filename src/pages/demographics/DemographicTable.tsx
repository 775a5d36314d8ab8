import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DemographicRow } from './calls';
import { formatCount, formatText } from '../../ui/format';
import { formatPercent } from './format';

export const DemographicTable = ({
  rows,
  caption,
}: {
  rows: DemographicRow[];
  caption: string;
}) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('app.demographics.columns.value')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('app.demographics.columns.count')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('app.demographics.columns.percent')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.value}>
            <TableCell component="th" scope="row">
              {formatText(row.value)}
            </TableCell>
            <TableCell align="right">{formatCount(row.count)}</TableCell>
            <TableCell align="right">{formatPercent(row.percent)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
