import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

export const opportunities: ResourceConfig = {
  name: 'opportunities',
  path: '/sales/opportunities',
  titleKey: 'app.menu.opportunities',
  list: lazy(() => import('./List')),
  show: lazy(() => import('./Show')),
  // Both spellings appear in the original (seed 000 §2); the back link goes to the list.
  showPaths: ['/sales/opportunity/:id', '/sales/opportunities/:id'],
  icon: HandshakeIcon,
};
