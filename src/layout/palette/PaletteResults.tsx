import { useTranslate } from 'react-admin';
import type { Command, CommandGroup } from './commands';
import { commandText } from './commandText';

interface PaletteResultsProps {
  listId: string;
  groups: readonly CommandGroup[];
  activeId: string | undefined;
  optionId: (id: string) => string;
  onRun: (command: Command) => void;
  onHover: (id: string) => void;
}

/**
 * The listbox of the palette's combobox: results in labelled groups, one active. Plain elements,
 * redrawn at each key: their styles (`resultsSx`) sit on the palette's paper.
 */
export const PaletteResults = ({
  listId,
  groups,
  activeId,
  optionId,
  onRun,
  onHover,
}: PaletteResultsProps) => {
  const translate = useTranslate();
  return (
    <div className="palette-results">
      {groups.length === 0 && <p className="none">{translate('app.palette.none')}</p>}
      <div role="listbox" id={listId} aria-label={translate('app.palette.results')}>
        {groups.map((group) => {
          const headingId = `${listId}-${group.id}`;
          return (
            <div role="group" aria-labelledby={headingId} key={group.id}>
              <div role="presentation" id={headingId} className="heading">
                {translate(`app.palette.groups.${group.id}`, group.values)}
              </div>
              {group.commands.map((command) => {
                const { main, hint } = commandText(command, translate);
                return (
                  <div
                    role="option"
                    key={command.id}
                    id={optionId(command.id)}
                    aria-selected={command.id === activeId}
                    // The text box keeps focus: a click must not take it.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => command.id !== activeId && onHover(command.id)}
                    onClick={() => onRun(command)}
                  >
                    <span className="main">{main}</span>
                    {hint && <span className="hint">{hint}</span>}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
};

/** The results' styles, set on the palette's paper under `.palette-results`. */
export const resultsSx = {
  maxHeight: '60vh',
  overflowY: 'auto',
  py: 1,
  '& .heading': {
    px: 2,
    pt: 1,
    pb: 0.5,
    typography: 'caption',
    fontWeight: 600,
    color: 'text.secondary',
    textTransform: 'uppercase',
  },
  '& [role="option"]': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 2,
    px: 2,
    py: 1,
    cursor: 'pointer',
    typography: 'body2',
  },
  '& [role="option"][aria-selected="true"]': {
    bgcolor: 'action.selected',
    boxShadow: (theme: { palette: { primary: { main: string } } }) =>
      `inset 3px 0 0 ${theme.palette.primary.main}`,
  },
  '& .main b': { fontWeight: 700, color: 'primary.main' },
  '& .hint': { color: 'text.secondary', overflowWrap: 'anywhere', textAlign: 'right' },
  '& .none': { px: 2, py: 1, m: 0, typography: 'body2', color: 'text.secondary' },
} as const;
