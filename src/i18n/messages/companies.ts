/** Texts of the New company or team screen. */
export const companies = {
  form_type: {
    label: 'Create',
    company: 'New company',
    team: 'New team',
  },
  fields: {
    company_id: 'Company',
    organization: 'Company name',
    anonymous: 'Anonymous',
    company_description: 'Company description',
    industry: 'Industry',
    logo_pic: 'Logo',
    team_name: 'Team name',
    default_challenger_type: 'Default challenger type',
    default_challenger_role: 'Default challenger role',
  },
  logo: {
    choose: 'Choose logo',
    remove: 'Remove logo',
    preview: 'Logo preview',
    help: 'PNG, JPG or JPEG, up to 10 MB',
    chosen: 'Chosen file: %{name}',
  },
  challenger_types: {
    innovation: 'Innovation',
    ideation: 'Ideation',
  },
  challenger_roles: {
    administrator: 'Administrator',
    reviewer: 'Reviewer',
    viewer: 'Viewer',
  },
  submit: {
    company: 'Create company',
    team: 'Create team',
  },
};
