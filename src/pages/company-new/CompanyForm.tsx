import { Box } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { CompanyFormType } from './calls';
import { LeaveGuard } from '../../ui/leave/LeavePrompt';
import { SubmitButton } from '../../ui/SubmitButton';
import { CompanyFields } from './CompanyFields';
import { CompanySelect } from './CompanySelect';
import type { CompanyFormInput } from './rules';
import { TeamDefaultsFields } from './TeamDefaultsFields';
import { useCreateCompany } from './useCreateCompany';

const DEFAULTS: CompanyFormInput = { anonymous: false, logo_pic: null };

export const CompanyForm = ({
  type,
  onCreated,
}: {
  type: CompanyFormType;
  onCreated: (type: CompanyFormType) => void;
}) => {
  const translate = useTranslate();
  const create = useCreateCompany(onCreated);
  return (
    <Form
      noValidate
      defaultValues={DEFAULTS}
      onSubmit={(values: CompanyFormInput) => create(type, values)}
    >
      <LeaveGuard />
      <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
        {type === 'team' ? <CompanySelect /> : <CompanyFields />}
        <TeamDefaultsFields />
        <Box>
          <SubmitButton>{translate(`app.companies.submit.${type}`)}</SubmitButton>
        </Box>
      </Box>
    </Form>
  );
};
