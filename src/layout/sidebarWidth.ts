import type { Theme } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH } from 'react-admin';

/** react-admin's sidebar width, open or folded, as its Sidebar reads it from the theme. */
export const sidebarWidth = (theme: Theme, open: boolean): number => {
  const sidebar = (theme as { sidebar?: { width?: number; closedWidth?: number } }).sidebar;
  return open ? (sidebar?.width ?? DRAWER_WIDTH) : (sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH);
};
