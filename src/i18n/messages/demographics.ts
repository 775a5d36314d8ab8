/** Texts of the Problem Solver Demographics screen. */
export const demographics = {
  mode: {
    label: 'Data set',
    sales: 'Sales Data',
    admin: 'Admin Data',
  },
  kinds: {
    gender: 'Genders',
    age: 'Ages',
    ethnicity: 'Ethnicities',
    countries: 'Countries',
  },
  columns: {
    value: 'Value',
    count: 'Count',
    percent: 'Percent',
  },
  timestamp_failed: 'The last-updated time could not be loaded.',
  last_updated: 'Last updated: %{time}',
  chart_of: 'Chart of %{name}',
  empty: 'No data available',
  export: {
    title: 'Export',
    with_submitted_solutions: 'With submitted solutions',
    with_money_won: 'With money won',
    with_linkedin: 'With LinkedIn',
    countries: 'Countries',
    countries_help: 'Leave empty to export every country',
    button: 'Export',
    busy: 'Preparing the export…',
  },
};
