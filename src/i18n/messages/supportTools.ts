/** Texts of the two support tools screens (challengers, solvers). */
export const supportTools = {
  teams_failed: 'The teams could not be loaded.',
  fields: {
    email: 'E-mail',
    action_type: 'Action',
    company_team_id: 'Company team',
    challenger_role: 'Challenger role',
    send_email: 'Send e-mail',
    correct_email: 'New e-mail',
    trust_arc_id: 'TrustArc ID',
  },
  actions: {
    account_info: 'Account info',
    activation_status: 'Activation status',
    reactivate: 'Reactivate account',
    deactivate: 'Deactivate account',
    verify: 'Verify account',
    password_url: 'Password reset URL',
    verify_url: 'Verification URL',
    unsubscribe: 'Unsubscribe from all e-mails',
    delete_all_info: 'Delete all info',
    force_challenger: 'Force challenger',
    remove_throttle: 'Remove throttle',
    apply_throttle: 'Apply throttle',
    remove_copy_paste_restriction: 'Remove copy-paste restriction',
    reset_copy_paste_restriction: 'Reset copy-paste restriction',
    remove_contest_cap_restriction: 'Remove contest cap restriction',
    reset_contest_cap_restriction: 'Reset contest cap restriction',
    survey_silent_treatment: 'Survey silent treatment',
    remove_survey_silent_treatment: 'Remove survey silent treatment',
    correct_email: 'Correct e-mail',
    redact_solver_account: 'Redact solver account',
  },
  submit: 'Run action',
  confirm: {
    title: 'Please confirm',
    content: 'Run "%{action}" on the account %{email}? %{effect}',
    /** What each action that asks first does, and how it is reversed. */
    effect: {
      deactivate:
        'The account can no longer sign in until it is reactivated ("Reactivate account" undoes this).',
      delete_all_info: "The account's information is deleted. This cannot be undone.",
      redact_solver_account: "The solver's personal data is redacted. This cannot be undone.",
      force_challenger:
        'The account becomes a challenger of the chosen company team; changing that back takes another action by an administrator.',
      correct_email:
        'The account then signs in, and receives its password resets, at %{correct_email}; the old address no longer works.',
    },
  },
  result: {
    title: 'Result',
    failed: 'Failed',
    copy: 'Copy',
    copied: 'Copied to the clipboard',
    copy_failed: 'Could not copy: select the address and copy it by hand',
    done_without_message: 'Done. The server sent no details to show.',
    subject: '%{action} for %{email}',
  },
};
