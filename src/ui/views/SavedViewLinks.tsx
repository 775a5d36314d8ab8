import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { viewSearch } from './model';
import type { ListViewsApi } from './useListViews';

/**
 * The list's saved views beside its heading, each a link to its address: loaded only when the
 * staff member has saved views of this list (a list's first view carries none of it).
 */
const SavedViewLinks = ({ views }: { views: ListViewsApi }) => {
  const translate = useTranslate();
  const { entry, viewName, navigate } = views;
  return (
    <nav aria-label={translate('app.views.saved')}>
      <Stack component="ul" direction="row" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entry.views.map((view) => (
          <li key={view.id}>
            <Button
              size="small"
              href={`${window.location.pathname}${viewSearch(view.state, view.name)}`}
              onClick={(event: MouseEvent) => {
                // A plain click stays in the console; a new tab opens the address.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                void navigate({ search: viewSearch(view.state, view.name) });
              }}
              aria-current={view.name === viewName ? 'page' : undefined}
              variant={view.name === viewName ? 'contained' : 'text'}
              disableElevation
            >
              {view.name}
            </Button>
          </li>
        ))}
      </Stack>
    </nav>
  );
};

export default SavedViewLinks;
