import DownloadIcon from '@mui/icons-material/Download';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  demographicsExportUrl,
  downloadDemographicsExport,
  type DemographicsExportOptions,
} from './calls';
import { http } from '../../api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { downloadText } from '../../ui/csv';
import { toApiDate } from '../../ui/format';
import { useDemographicRows } from './useDemographicRows';

type Flag = 'with_submitted_solutions' | 'with_money_won' | 'with_linkedin';
const FLAGS: Flag[] = ['with_submitted_solutions', 'with_money_won', 'with_linkedin'];

const INITIAL: DemographicsExportOptions = {
  with_submitted_solutions: false,
  with_money_won: false,
  with_linkedin: false,
  countries: [],
};

/** Admin mode only: the export with its options (seed 000 §7). */
export const ExportPanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const [options, setOptions] = useState(INITIAL);
  const { data: countryRows } = useDemographicRows('countries');
  const countries = (countryRows ?? []).map((row) => row.value);
  // A plain function: react-admin's useDataProvider proxy expects every method to return a promise.
  const href = demographicsExportUrl(http, options);

  // One click, one download: a ref, so a double click's second click sees the first.
  const inFlight = useRef(false);
  const download = useMutation({
    mutationFn: () => dp.send(downloadDemographicsExport(options)),
    onSuccess: ({ blob, fileName }) =>
      downloadText(
        [blob],
        fileName ?? `solver-demographics-${toApiDate(new Date())}.csv`,
        blob.type || 'text/csv',
      ),
    // A message key of the client (time-out, unreadable answer) or the server's own message.
    onError: (error) => notify(error.message || 'app.error.generic', { type: 'error' }),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  // The link stays a real link (copyable, and it works without script); a click fetches it so the page can show it is busy.
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    download.mutate();
  };

  return (
    <Card component="section" aria-labelledby="demographics-export">
      <CardContent>
        <Typography id="demographics-export" variant="h6" component="h2" gutterBottom>
          {translate('app.demographics.export.title')}
        </Typography>
        <FormGroup row>
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              label={translate(`app.demographics.export.${flag}`)}
              control={
                <Checkbox
                  checked={options[flag]}
                  onChange={(event) => setOptions({ ...options, [flag]: event.target.checked })}
                />
              }
            />
          ))}
        </FormGroup>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 1, flexWrap: 'wrap' }}>
          <Autocomplete
            multiple
            options={countries}
            value={options.countries}
            onChange={(_, value) => setOptions({ ...options, countries: value })}
            sx={{ minWidth: 360, flex: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('app.demographics.export.countries')}
                helperText={translate('app.demographics.export.countries_help')}
              />
            )}
          />
          <Button
            variant="contained"
            href={href}
            onClick={onClick}
            aria-busy={download.isPending}
            disabled={download.isPending}
            startIcon={
              download.isPending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <DownloadIcon />
              )
            }
            sx={{ mt: 1 }}
          >
            {translate(
              download.isPending
                ? 'app.demographics.export.busy'
                : 'app.demographics.export.button',
            )}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
