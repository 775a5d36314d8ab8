import type { ReactNode } from 'react';
import type { Command } from './commands';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The title with its matched characters in bold, as plain elements (cheap to redraw per key). */
const highlighted = (title: string, indices: readonly number[]): ReactNode => {
  if (!indices.length) return title;
  const marked = new Set(indices);
  return [...title].map((char, index) => (marked.has(index) ? <b key={index}>{char}</b> : char));
};

/** A result's main text and its hint (where it leads). */
export const commandText = (
  command: Command,
  translate: Translate,
): { main: ReactNode; hint: string } => {
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.palette.${key}`, options);
  switch (command.kind) {
    case 'screen':
      return { main: highlighted(command.title, command.indices), hint: t('hints.screen') };
    case 'impersonate':
      return { main: t('actions.impersonate'), hint: command.email };
    case 'support':
      return { main: t(`actions.support_${command.target}`), hint: command.email };
    case 'report':
      return { main: t('actions.report'), hint: command.email };
    case 'edit':
    case 'clone':
      return { main: t(`actions.${command.kind}`), hint: command.slug };
    case 'challenge':
      return { main: t('actions.open_challenge'), hint: t('hints.outside') };
    case 'link':
      return { main: t('actions.open_link', { path: command.path }), hint: '' };
    case 'person':
      return { main: t('actions.person', { email: command.email }), hint: '' };
    case 'clear':
      return { main: t('actions.clear_recent'), hint: '' };
  }
};
