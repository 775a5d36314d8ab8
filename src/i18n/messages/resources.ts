/**
 * react-admin's convention for resources: `resources.<name>.name` is a list's title (heading,
 * page title, breadcrumb) and `resources.<name>.fields.<column id>` a column's header, so a new
 * list's texts come from here by name alone.
 */
const contestListFields = {
  title: 'Title',
  company: 'Company',
  contact: 'Contact',
  launchDate: 'Launch date',
  majorCategory: 'Major category',
  tags: 'Tags',
  hidden: 'Hidden/internal',
  manager: 'Account manager',
  actions: 'Actions',
};

export const resources = {
  drafts: { name: 'Challenge Drafts', fields: contestListFields },
  'sales-challenges': { name: 'Challenge Search', fields: contestListFields },
  statistics: {
    name: 'Challenge Statistics',
    fields: {
      title: 'Title',
      company: 'Company',
      managerEmail: 'Manager e-mail',
      complete: 'Complete',
      reviewed: 'Reviewed',
      pageViewsCount: 'Page views',
      solutionsCount: 'Solutions',
      draftsCount: 'Drafts',
      newSolversCount: 'New solvers',
      repeatSolversCount: 'Repeat solvers',
    },
  },
  invoices: {
    name: 'Invoices',
    fields: { email: 'Invoice recipient', amount: 'Amount', paid: 'Paid' },
  },
  opportunities: {
    name: 'Opportunities',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      company: 'Company',
      output: 'Expected output',
      supervisorName: 'Supervisor',
      actions: 'Actions',
    },
  },
  'cashout-report-users': { name: 'Cashout Report', fields: {} },
};
