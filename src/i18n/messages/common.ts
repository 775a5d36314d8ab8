/** Texts shared by every screen, and the HTTP client's own messages. */
export const common = {
  name: 'Challenge marketplace',
  console: 'Admin console',
  error: {
    generic: 'Something went wrong...',
    claim: 'Something went wrong...?',
    retry: 'Retry',
    section: 'This part could not be shown: the server sent data the console cannot read.',
    section_code:
      'This part could not be shown: part of its code did not arrive. Check your connection, then retry.',
    section_browser:
      'This part could not be shown: the browser refused something it needs (%{what}). Reload the page; if it happens again, free some browser storage.',
  },
  storage: {
    full: "This browser's storage is full: saved views, chosen columns and drafts are kept for this page only. Free some space (this site's data, in the browser's settings) to keep them.",
    refused:
      'This browser does not allow storage here (private mode or a setting): saved views, chosen columns and drafts are kept for this page only.',
  },
  success: {
    processed: 'Request processed successfully!',
  },
  http: {
    timeout: 'The server did not answer in time: the request timed out. Please try again.',
    network: 'The server could not be reached. Check your connection and try again.',
    parse: 'The server sent an answer that could not be read (it was not JSON).',
    shape: "The server's answer could not be read.",
    /** An answer that failed its schema: `GET /admin/contests: data[3].tags: expected a list of text`. */
    shape_at: '%{call}: %{path}: %{problem}',
    shape_problem: {
      missing: 'missing',
      text: 'expected text',
      number: 'expected a number',
      boolean: 'expected true or false',
      list: 'expected a list',
      list_of_text: 'expected a list of text',
      object: 'expected an object',
      date_time: 'expected a date and time (ISO 8601)',
      day: 'expected a date (yyyy-MM-dd)',
      one_of: 'expected one of %{values}',
      file: 'expected a file',
      other: 'not in any accepted form',
    },
    aborted: 'The request was cancelled.',
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have access to this.',
    not_found: 'Not found.',
    unprocessable: 'The server refused the request. Reload the page and try again.',
    server_error: 'The server had a problem answering. Please try again.',
    failed: 'The request failed.',
  },
  session: {
    expired_title: 'Session ended',
    expired_body:
      'Your session has ended. Sign in again to go on; what you typed stays on this page.',
    sign_in: 'Sign in',
    denied_title: 'Access denied',
    denied_body: 'You do not have access to this page.',
  },
  validation: {
    required: 'This field is required',
    min: 'Minimum value is %{n}',
    max: 'Maximum value is %{n}',
    max_length: 'Maximum length is %{n} characters',
    rich_max_length: 'This field must be less than %{n} characters',
    min_date: 'Earliest date that can be set is %{d}',
    max_date: 'Latest date that can be set is %{d}',
    min_duration: 'Minimum value is %{h}h %{m}min',
    email: 'Enter a valid e-mail address',
  },
  files: {
    added: 'File has been added',
    removed: 'File has been removed',
    wrong_type: 'Chosen file has wrong type',
    too_large: 'File size is too large',
    duplicate: 'That file is already uploaded',
    duplicate_choose_another: 'That file is already uploaded. Please choose another file.',
    drop_hint: 'or drop a file here',
    drop_here: 'Drop the file here',
  },
  theme: {
    toggle: 'Switch light or dark theme',
  },
  text_input: {
    paste_cut:
      'The pasted text was cut to fit: its last %{left} of %{pasted} characters were left out (limit %{max}).',
  },
  leave: {
    title: 'Leave this form?',
    warning: 'You have unsaved changes. Leave anyway?',
    confirm: 'Leave',
    stay: 'Stay',
  },
  not_found: {
    title: 'Page not found',
    body: 'There is nothing at this address.',
    home: 'Go to the dashboard',
  },
  loading: 'Loading…',
  /** The console's or the solver page's own code did not arrive (said by the entry, in place). */
  load_failed:
    'This page could not be loaded: part of its code did not arrive. Check your connection, then reload the page.',
  reload: 'Reload',
  none: 'None',
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  confirm: 'Confirm',
  export_csv: 'Export CSV',
  no_data_to_export: 'No data to export',
  /** A post to the storage service (CONTRACT §7), in the console and the solver page alike. */
  upload: {
    uploading: 'Uploading %{name}',
    cancel: 'Cancel the upload of %{name}',
    failed: 'The upload of %{name} failed.',
    stalled:
      'Nothing was sent for a while, so the upload was stopped. Check your connection and try again.',
    too_long: 'The upload took too long and was stopped. Try again on a faster connection.',
  },
};
