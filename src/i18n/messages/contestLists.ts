/** Texts of the challenge lists, and of the shared list kit (src/ui/list) under `kit`. */
export const contestLists = {
  kit: {
    load_failed: 'The list could not be loaded.',
    empty: 'Nothing to show yet.',
    no_match: 'No rows match this search.',
    exporting: 'Preparing the export…',
  },
  actions: {
    edit: 'Edit',
    clone: 'Clone',
  },
  dashboard_of: 'dashboard',
};
