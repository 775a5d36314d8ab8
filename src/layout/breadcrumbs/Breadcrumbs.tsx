import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useServerContext } from '../../api';
import { STATUS_ROUTES, useConsoleRoutes } from './ConsoleRoutesContext';
import { breadcrumbTrail, type Crumb } from './trail';

const relativePath = (pathname: string, basename: string) =>
  pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;

/** Where the page sits in the console, on every page below the top level. */
export const Breadcrumbs = () => {
  const { menu } = useServerContext();
  const mounted = useConsoleRoutes();
  const { pathname } = useLocation();
  const basename = useBasename();
  const translate = useTranslate();
  const routes = useMemo(() => [...mounted, ...STATUS_ROUTES], [mounted]);
  const trail = breadcrumbTrail(relativePath(pathname, basename), routes, menu);
  if (trail.length === 0) return null;
  const text = (crumb: Crumb) =>
    'key' in crumb.label ? translate(crumb.label.key) : crumb.label.text;
  return (
    <MuiBreadcrumbs aria-label={translate('app.menu.breadcrumbs')} sx={{ mb: 2 }}>
      {trail.map((crumb, index) =>
        crumb.to !== null ? (
          <Link
            key={crumb.path}
            component={RouterLink}
            to={`${basename}${crumb.to}`}
            underline="hover"
            color="inherit"
          >
            {text(crumb)}
          </Link>
        ) : (
          <Typography
            key={crumb.path}
            color={index === trail.length - 1 ? 'text.primary' : 'text.secondary'}
            aria-current={index === trail.length - 1 ? 'page' : undefined}
          >
            {text(crumb)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
