/** Texts of the dashboard (seed 000 §2, §8, §9). */
export const dashboard = {
  title: 'Dashboard',
  last_updated: 'Last updated: %{date}',
  stats_failed: 'Failed to load the statistics',
  /** One figure the server sent in no readable form (the others still show). */
  unreadable: {
    figure: 'Could not be read',
    last_updated: 'Last updated: could not be read',
  },
  callouts: {
    challenges: 'Challenges',
    solutions: 'Solutions',
    cashed_out: 'Total cashouts',
  },
  users: {
    title: 'Total users',
    companies: 'Companies',
    this_month: 'Users this month',
    today: 'Users today',
    students: 'Students',
    last_month: 'Users last month',
    yesterday: 'Users yesterday',
  },
  charts: {
    weekly_signups: 'Weekly signups',
    cumulative_creations: 'Cumulative creations',
    daily_creations: 'Daily creations',
    period: 'Period',
    period_of: 'Period of %{chart}',
    loading: 'Loading %{chart}…',
    empty: 'No data for this period',
    failed: 'Failed to load %{chart}',
    date_axis: 'Date',
    count_axis: 'Count',
    /** A series the server sent without a name, one of several in its chart. */
    series_numbered: '%{chart} %{n}',
  },
  periods: {
    days: '%{n} days',
    this_week: 'This Week',
    this_year: 'This Year',
    all_time: 'All Time',
  },
  impersonate: {
    title: 'Sign in as a user',
    email: 'User e-mail',
    submit: 'Sign in as user',
    confirm_title: 'Sign in as another user?',
    confirm_body: 'You will be signed in as %{email} and leave the admin console.',
    confirm: 'Sign in as %{email}',
    success: 'Request processed successfully! Redirecting application...',
  },
};
