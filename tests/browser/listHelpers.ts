/** The drafts list's column headers as it opens (seed 000's columns, then Actions). */
export const DRAFT_HEADERS = [
  'Title',
  'Company',
  'Contact',
  'Launch date',
  'Major category',
  'Tags',
  'Hidden/internal',
  'Account manager',
  'Actions',
];
