import { Alert, AlertTitle, Box, Link, List, ListItem } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ContestType } from '../contract';
import { sectionId } from './FormSections';
import { useFormShell } from './hooks/formShell';
import { errorEntries, errorPaths, type ErrorEntry } from './model/errors';
import { isGrouped, sectionOfPath, sectionsFor } from './model/sections';
import { translateError } from './inputs/message';

/** Waits for the accordion to open, then focuses the field (or the section's heading). */
const focusLater = (entry: ErrorEntry, setFocus: (path: string) => void) =>
  setTimeout(() => {
    try {
      setFocus(entry.path);
    } catch {
      // a widget without a focusable ref: the heading below takes focus
    }
    const section = document.getElementById(sectionId(entry.section));
    if (section && !section.contains(document.activeElement)) {
      const field = section.querySelector<HTMLElement>(
        'input:not([type=hidden]), textarea, [contenteditable=true]',
      );
      (field ?? document.getElementById(`${sectionId(entry.section)}-title`))?.focus();
    }
    section?.scrollIntoView({ block: 'center' });
  }, 50);

/**
 * The red 'Validation errors' block (seed 001 §2): one 'Group > Section' link per section with a
 * problem, the server's text error, and server errors no section shows. Scrolled into view
 * after each failed submit.
 */
export const ValidationErrors = () => {
  const translate = useTranslate();
  const { setFocus, getFieldState } = useFormContext();
  const { errors, submitCount } = useFormState();
  const type = useWatch({ name: 'contest_type' }) as ContestType;
  const { serverError, toggle } = useFormShell();
  const ref = useRef<HTMLDivElement>(null);
  const paths = errorPaths(errors);
  const order = sectionsFor(type).map((section) => section.key);
  const entries = submitCount > 0 ? errorEntries(type, paths, order) : [];
  const unplaced = submitCount > 0 ? paths.filter((path) => !sectionOfPath(type, path)) : [];
  const visible = entries.length > 0 || unplaced.length > 0 || Boolean(serverError);

  useEffect(() => {
    if (submitCount > 0) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [submitCount, serverError]);

  if (!visible) return <div ref={ref} />;
  const name = (entry: ErrorEntry) => {
    const section = translate(`app.challengeForm.sections.${entry.section}`);
    return isGrouped(type)
      ? `${translate(`app.challengeForm.groups.${entry.group}`)} > ${section}`
      : section;
  };
  return (
    <Box ref={ref} sx={{ my: 2 }}>
      <Alert severity="error" variant="outlined" role="alert">
        <AlertTitle>{translate('app.challengeForm.validation_errors')}</AlertTitle>
        {serverError && <Box sx={{ mb: 1 }}>{translate(serverError, { _: serverError })}</Box>}
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.section} disableGutters sx={{ py: 0 }}>
              <Link
                component="button"
                type="button"
                color="error"
                onClick={() => {
                  toggle(entry.group, true);
                  focusLater(entry, setFocus);
                }}
              >
                {name(entry)}
              </Link>
            </ListItem>
          ))}
          {unplaced.map((path) => (
            <ListItem key={path} disableGutters sx={{ py: 0 }}>
              {`${path}: ${translateError(translate, getFieldState(path).error?.message) ?? ''}`}
            </ListItem>
          ))}
        </List>
      </Alert>
    </Box>
  );
};
