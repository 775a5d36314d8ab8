import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { linkTo } from '../../ui/list/cells';
import type { DetailField, DetailSection } from './sections';

/** A value as given, isolated: direction controls the sender typed cannot reorder what is around it. */
const FieldValue = ({ field }: { field: DetailField }) => {
  const translate = useTranslate();
  if (!field.value) return translate('app.opportunities.detail.empty_value');
  const value = <bdi>{field.value}</bdi>;
  return (
    <>
      {field.href ? linkTo(field.href, value) : value}
      {field.unverified && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {translate('app.opportunities.detail.unverified')}
        </Typography>
      )}
    </>
  );
};

/** One section of the request form: a heading and its answers as a description list. */
export const DetailSectionCard = ({ section }: { section: DetailSection }) => {
  const translate = useTranslate();
  const headingId = `opportunity-section-${section.key}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`app.opportunities.detail.sections.${section.key}`)}
        </Typography>
        <Typography
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(180px, 240px) 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
          }}
        >
          {section.fields.map((field) => (
            <div key={field.key} style={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {translate(`app.opportunities.detail.fields.${field.key}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                <FieldValue field={field} />
              </Typography>
            </div>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
};
