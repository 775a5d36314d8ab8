/**
 * Texts of the public challenge request and its success page (CONTRACT §8), under
 * `app.request.*`: written for a prospective client who has never seen the marketplace.
 */
export const challengeRequest = {
  title: 'Ask students to solve your challenge',
  intro:
    'Tell us about a question your organisation would like fresh ideas on. University students on our marketplace work on it and send their solutions; you pick the best and reward them. This form is only a first request: there is nothing to pay and nothing is published yet.',
  required_note: 'Fields marked * are needed; the rest helps us prepare your challenge.',
  sections: {
    contact: 'About you',
    company: 'Your organisation',
    challenge: 'Your challenge',
    preferences: 'How you would like it to run',
  },
  fields: {
    email: {
      label: 'Work e-mail',
      help: 'We reply to this address, usually within two working days.',
    },
    firstName: { label: 'First name', help: '' },
    lastName: { label: 'Last name', help: '' },
    challengerTitle: {
      label: 'Your job title',
      help: 'For example: Brand Manager, Head of Innovation.',
    },
    company: {
      label: 'Company or organisation',
      help: 'The name students would see if you choose a branded challenge.',
    },
    industry: {
      label: 'Industry',
      help: 'The closest match; choose Others if none fits.',
      none: 'Choose an industry',
    },
    challengeTopic: {
      label: 'What is your challenge about?',
      help: 'One or two sentences, e.g. "How can we make our snacks the first choice of students on campus?"',
    },
    challengeQuestions: {
      label: 'Which questions should students answer?',
      help: 'The questions you want answered, one per line if you have several.',
    },
    challengeOutput: {
      label: 'What would you like to receive?',
      help: 'For example: product ideas, marketing concepts, survey answers, a short list of candidates.',
    },
    challengeGuardrails: {
      label: 'Anything students should avoid or respect?',
      help: 'Limits such as a budget, topics or competitors not to mention, legal constraints.',
    },
    challengeSupplementals: {
      label: 'Material you could share with students',
      help: 'Describe it here (brand guidelines, a report, data); we ask for the files later.',
    },
    anonymousOrBranded: {
      label: 'Show your organisation’s name to students?',
      help: 'Anonymous: students see the challenge without your name. Branded: your name and logo appear on it.',
      Anonymous: 'Anonymous',
      Branded: 'Branded',
    },
    solutionsTimeframe: {
      label: 'When do you need the solutions?',
      help: 'A date or a period, e.g. "within 6 weeks" or "before 1 March".',
    },
    found_out_from: {
      label: 'How did you hear about us?',
      help: 'A colleague, a search, an event…',
    },
  },
  errors: {
    required: 'Please fill this in.',
    email: 'Please enter an e-mail address like name@company.com.',
    choice: 'Please choose one of the options.',
    invalid: 'Some answers need a look: see the marked fields.',
    refused: 'We could not take your request yet: see the marked fields.',
  },
  submit: 'Send my request',
  sending: 'Sending…',
  retry: 'Try again',
  failed_note: 'Nothing was lost: everything you typed is still here.',
  draft_restored: 'We restored what you typed earlier in this tab.',
  draft_note: 'What you type is kept in this tab until you send it or close the tab.',
  success: {
    title: 'Thank you, your request is on its way',
    body: 'We have received your challenge request.',
    next_title: 'What happens next',
    next: [
      'Someone from our team reads your request and replies by e-mail, usually within two working days.',
      'Together we shape the challenge: the questions, what you receive, the reward and the timing.',
      'Once you approve it, the challenge opens to students and their solutions start to arrive.',
    ],
    another: 'Send another request',
  },
  // Starting over from a restored draft, and the fields' length limits.
  start_over: 'Start over',
  limits: {
    counter: '%{count} / %{max} characters',
    too_long: 'Please shorten this to %{max} characters (now %{count}).',
  },
};
