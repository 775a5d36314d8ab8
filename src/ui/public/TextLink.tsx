import { styled } from '@mui/material/styles';

/**
 * MUI's Link as the public pages draw it (underlined in the primary colour, the underline at
 * 40 %, full on hover) on a plain anchor: MUI's Link cost the solver's first view 1.5 KB gzip
 * for variants these pages never use (docs/decisions.md, "A plain link on the public pages").
 */
export const TextLink = styled('a')(({ theme }) => {
  const main = (theme.vars ?? theme).palette.primary.main;
  return {
    color: main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  };
});
