import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Stack,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { ContestType } from '../contract';
import { useFormShell } from './hooks/formShell';
import { GROUPS, isGrouped, sectionsFor, type SectionDef } from './model/sections';
import { SECTION_COMPONENTS } from './sections/registry';
import { SectionBoundary } from '../ui/boundary/SectionBoundary';
import { useProgressive } from '../ui/useProgressive';

export const sectionId = (key: string) => `challenge-section-${key}`;

/**
 * A section is a region of its own, except where it is its group's only content under the same
 * title (Extra Materials): two landmarks of one name are one too many, so it is a named group.
 */
const Section = memo(({ section, groupTitle }: { section: SectionDef; groupTitle?: string }) => {
  const translate = useTranslate();
  const Body = SECTION_COMPONENTS[section.key];
  const title = translate(`app.challengeForm.sections.${section.key}`);
  return (
    <Box
      component="section"
      role={title === groupTitle ? 'group' : undefined}
      id={sectionId(section.key)}
      aria-labelledby={`${sectionId(section.key)}-title`}
      sx={{ py: 1 }}
    >
      <Typography
        id={`${sectionId(section.key)}-title`}
        component="h3"
        variant="subtitle1"
        tabIndex={-1}
        sx={{ fontWeight: 600 }}
      >
        {title}
      </Typography>
      <SectionBoundary>
        <Body />
      </SectionBoundary>
    </Box>
  );
});
Section.displayName = 'Section';

/**
 * The sections rendered with the form's first paint: what its first screen shows. At 1400 × 900
 * the grouped types show the first section only (Total rewards, eight fields), ideation's flat
 * list its first three (its reward policy is shorter); the others follow one per frame.
 */
const firstSections = (type: ContestType) => (isGrouped(type) ? 1 : 3);

/** Ideation: one flat list. The others: the six groups of seed 001 §2 as an accordion. */
export const FormSections = ({ type }: { type: ContestType }) => {
  const translate = useTranslate();
  const { expanded, toggle } = useFormShell();
  const sections = sectionsFor(type);
  // The first screen's sections paint first, the others follow in order, one per frame, each
  // render yielding to typing and clicks (docs/performance.md, "Where the time goes"). A group
  // opened meanwhile shows its sections at once (the first one is open from the start).
  const shown = useProgressive(sections.length, firstSections(type));
  const visible = (section: SectionDef, index: number) =>
    index < shown || (section.group !== GROUPS[0] && expanded.has(section.group));
  // Said while sections are still being added: what follows them moves down meanwhile.
  const building = shown < sections.length || undefined;
  if (!isGrouped(type)) {
    return (
      <Stack spacing={1} aria-busy={building}>
        {sections.map(
          (section, index) =>
            visible(section, index) && <Section key={section.key} section={section} />,
        )}
      </Stack>
    );
  }
  return (
    <Box aria-busy={building}>
      {GROUPS.map((group) => (
        <Accordion
          key={group}
          expanded={expanded.has(group)}
          onChange={(_, open) => toggle(group, open)}
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`group-${group}`}
            aria-controls={`group-${group}-content`}
          >
            <Typography component="span" variant="h6">
              {translate(`app.challengeForm.groups.${group}`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`group-${group}-content`}>
            {sections.map(
              (section, index) =>
                section.group === group &&
                visible(section, index) && (
                  <Section
                    key={section.key}
                    section={section}
                    groupTitle={translate(`app.challengeForm.groups.${group}`)}
                  />
                ),
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};
