import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Menu,
  MenuItem,
  Popover,
  Radio,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { viewActions } from './actions';
import { moveColumn } from './edit';
import { NAME_MAX, type Dropped, type SavedView, sameViewName } from './model';
import type { ListViewsApi, ViewNote } from './useListViews';
import type { ViewPanel } from './ViewControls';

export interface ViewMenusProps {
  panel: ViewPanel;
  setPanel: (panel: ViewPanel | null) => void;
  views: ListViewsApi;
  columnLabels: Readonly<Record<string, string>>;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** A view's name as typed: trimmed; refused empty, too long, or taken by another view. */
const useNameCheck = (views: readonly SavedView[], except?: string) => {
  const translate = useTranslate();
  return (name: string): string | null => {
    const trimmed = name.trim();
    if (!trimmed) return translate('app.views.name_required');
    if (trimmed.length > NAME_MAX) return translate('app.views.name_long', { max: NAME_MAX });
    if (views.some((view) => view.id !== except && sameViewName(view.name, trimmed)))
      return translate('app.views.name_taken');
    return null;
  };
};

const ColumnsPanel = ({ views, columnLabels, anchor, onClose }: ViewMenusProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const all = views.config.shape.columns;
  const { setColumns } = viewActions(views);
  // Opened once the store is read (./ViewControls loads both): the defaults are only a fallback.
  const shown = useMemo(() => views.shown ?? [...all], [views.shown, all]);
  const hidden = all.filter((id) => !shown.includes(id));
  // After a move the moved column's button keeps the focus (or its other button at an end).
  const [focus, setFocus] = useState<{ id: string; by: number } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const index = shown.indexOf(focus.id);
    const atEnd = focus.by < 0 ? index === 0 : index === shown.length - 1;
    const which = focus.by < 0 !== atEnd ? 'up' : 'down';
    document.getElementById(`${titleId}-${focus.id}-${which}`)?.focus();
  }, [focus, shown, titleId]);
  const label = (id: string) => translate(columnLabels[id] ?? id);
  const move = (id: string, by: number) => {
    setColumns(moveColumn(shown, shown.indexOf(id), by));
    setFocus({ id, by });
  };
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2 } } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2">
        {translate('app.views.columns_title')}
      </Typography>
      <Stack component="ul" role="list" sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 280 }}>
        {[...shown, ...hidden].map((id) => {
          const visible = shown.includes(id);
          const index = shown.indexOf(id);
          return (
            <Stack component="li" key={id} direction="row" sx={{ alignItems: 'center' }}>
              <FormControlLabel
                sx={{ flex: 1, mr: 1 }}
                control={
                  <Checkbox
                    checked={visible}
                    // A list keeps at least one column.
                    disabled={visible && shown.length === 1}
                    onChange={(event) =>
                      setColumns(
                        event.target.checked ? [...shown, id] : shown.filter((c) => c !== id),
                      )
                    }
                  />
                }
                label={label(id)}
              />
              <IconButton
                id={`${titleId}-${id}-up`}
                size="small"
                aria-label={translate('app.views.move_up', { name: label(id) })}
                disabled={!visible || index === 0}
                onClick={() => move(id, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                id={`${titleId}-${id}-down`}
                size="small"
                aria-label={translate('app.views.move_down', { name: label(id) })}
                disabled={!visible || index === shown.length - 1}
                onClick={() => move(id, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <Button onClick={() => setColumns(null)}>{translate('app.views.reset_columns')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.views.done')}
        </Button>
      </Stack>
    </Popover>
  );
};

const ViewsMenu = ({ views, anchor, onClose, setPanel }: ViewMenusProps) => {
  const translate = useTranslate();
  const { entry, viewName } = views;
  const { openView, openPlain } = viewActions(views);
  const choose = (act: () => void) => {
    onClose();
    act();
  };
  return (
    <Menu open anchorEl={anchor} onClose={onClose}>
      {entry.views.map((view, index) => (
        <MenuItem
          key={view.id}
          selected={view.name === viewName}
          // MenuItem's own line under the last view: MUI's Divider would join every list's first view.
          divider={index === entry.views.length - 1}
          onClick={() => choose(() => openView(view))}
        >
          {view.id === entry.defaultView
            ? translate('app.views.default_name', { name: view.name })
            : view.name}
        </MenuItem>
      ))}
      <MenuItem onClick={() => setPanel('save')}>{translate('app.views.save')}</MenuItem>
      <MenuItem disabled={entry.views.length === 0} onClick={() => setPanel('manage')}>
        {translate('app.views.manage')}
      </MenuItem>
      <MenuItem onClick={() => choose(openPlain)}>{translate('app.views.plain')}</MenuItem>
    </Menu>
  );
};

const SaveDialog = ({ views, onClose }: ViewMenusProps) => {
  const translate = useTranslate();
  const check = useNameCheck(views.entry.views);
  const [name, setName] = useState(views.viewName ?? '');
  const [asDefault, setAsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(name);
    setError(problem);
    if (problem) return;
    viewActions(views).saveView(name.trim(), asDefault);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-view-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-view-title">{translate('app.views.save_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.views.save_help')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label={translate('app.views.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={asDefault}
                onChange={(event) => setAsDefault(event.target.checked)}
              />
            }
            label={translate('app.views.open_by_default')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.views.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.views.save_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

interface Deleted {
  view: SavedView;
  at: number;
  wasDefault: boolean;
}

const ViewRow = ({
  view,
  views,
  onDeleted,
}: {
  view: SavedView;
  views: ListViewsApi;
  onDeleted: (deleted: Deleted) => void;
}) => {
  const translate = useTranslate();
  const check = useNameCheck(views.entry.views, view.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isDefault = views.entry.defaultView === view.id;
  const { renameView, deleteView, setDefaultView } = viewActions(views);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(editing ?? '');
    setError(problem);
    if (problem || editing === null) return;
    renameView(view.id, editing.trim());
    setEditing(null);
  };
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
      <Radio
        checked={isDefault}
        name="default-view"
        value={view.id}
        onChange={() => setDefaultView(view.id)}
        slotProps={{
          input: { 'aria-label': translate('app.views.default_of', { name: view.name }) },
        }}
      />
      {editing === null ? (
        <>
          <Typography sx={{ flex: 1 }}>{view.name}</Typography>
          <Button size="small" onClick={() => setEditing(view.name)}>
            {translate('app.views.rename')}
            <span style={visuallyHidden}> {view.name}</span>
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => {
              onDeleted({
                view,
                at: views.entry.views.findIndex((other) => other.id === view.id),
                wasDefault: isDefault,
              });
              deleteView(view.id);
            }}
          >
            {translate('app.views.delete')}
            <span style={visuallyHidden}> {view.name}</span>
          </Button>
        </>
      ) : (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={rename}
          noValidate
          sx={{ flex: 1, alignItems: 'flex-start' }}
        >
          <TextField
            autoFocus
            size="small"
            label={translate('app.views.new_name', { name: view.name })}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            sx={{ flex: 1 }}
          />
          <Button type="submit" size="small" variant="contained">
            {translate('app.views.rename_submit')}
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            {translate('app.views.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const ManageDialog = ({ views, onClose }: ViewMenusProps) => {
  const translate = useTranslate();
  const { entry } = views;
  // A delete can be undone while the dialog is open: the last one, with Undo, where the focus goes.
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (deleted) undoRef.current?.focus();
  }, [deleted]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="manage-views-title" fullWidth maxWidth="sm">
      <DialogTitle id="manage-views-title">{translate('app.views.manage_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{translate('app.views.manage_help')}</Typography>
        {deleted && (
          <Alert
            severity="info"
            role="status"
            sx={{ my: 1 }}
            action={
              <Button
                ref={undoRef}
                color="inherit"
                size="small"
                onClick={() => {
                  viewActions(views).restoreView(deleted.view, deleted.at, deleted.wasDefault);
                  setDeleted(null);
                }}
              >
                {translate('app.views.undo_delete')}
                <span style={visuallyHidden}> {deleted.view.name}</span>
              </Button>
            }
          >
            {translate('app.views.deleted', { name: deleted.view.name })}
          </Alert>
        )}
        {entry.views.length === 0 ? (
          <Typography sx={{ py: 2 }}>{translate('app.views.none')}</Typography>
        ) : (
          <Stack
            component="ul"
            role="list"
            aria-label={translate('app.views.saved')}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {entry.views.map((view) => (
              <ViewRow key={view.id} view={view} views={views} onDeleted={setDeleted} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          disabled={!entry.defaultView}
          onClick={() => viewActions(views).setDefaultView(null)}
        >
          {translate('app.views.no_default')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.views.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const droppedText = (dropped: Dropped, translate: (key: string, options?: object) => string) => {
  const parts = [
    ...dropped.columns.map((id) => translate('app.views.dropped_column', { name: id })),
    ...dropped.filters.map((key) => translate('app.views.dropped_filter', { name: key })),
    ...(dropped.sort ? [translate('app.views.dropped_sort', { name: dropped.sort })] : []),
  ];
  return parts.join(', ');
};

/** What a view or the store had to leave out, and how to dismiss the note. */
export const ViewNoteAlert = ({
  note,
  onClose,
}: {
  note: NonNullable<ViewNote>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" onClose={onClose}>
      {note.kind === 'reset'
        ? translate('app.views.store_reset')
        : translate(note.name ? 'app.views.dropped' : 'app.views.dropped_unnamed', {
            name: note.name,
            items: droppedText(note.dropped, translate),
          })}
    </Alert>
  );
};

/** The Views menu, the Columns panel and the views' dialogs: loaded on first use. */
const ViewMenus = (props: ViewMenusProps) => {
  switch (props.panel) {
    case 'columns':
      return <ColumnsPanel {...props} />;
    case 'views':
      return <ViewsMenu {...props} />;
    case 'save':
      return <SaveDialog {...props} />;
    case 'manage':
      return <ManageDialog {...props} />;
  }
};

export default ViewMenus;
