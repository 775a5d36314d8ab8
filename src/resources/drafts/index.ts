import EditNoteIcon from '@mui/icons-material/EditNote';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

export const drafts: ResourceConfig = {
  name: 'drafts',
  path: '/contests/drafts',
  titleKey: 'app.menu.drafts',
  list: lazy(() => import('./List')),
  icon: EditNoteIcon,
};
