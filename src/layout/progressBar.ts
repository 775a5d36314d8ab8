import { keyframes, type Components, type Theme } from '@mui/material/styles';
import { common } from '../i18n/messages/common';

/*
 * MUI's indeterminate LinearProgress moves its bars by animating `left` and `right`: every frame
 * is a layout, and Chromium counts each as a layout shift (CLS grew with every frame a list
 * spent loading). The same motion by `transform` (origin left, a bar as wide as the track:
 * translateX = MUI's left, scaleX = its width) lays nothing out again.
 */
const bar1 = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const bar2 = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
`;

const moving = { left: 0, right: 'auto', width: '100%', transformOrigin: 'left' } as const;

export const linearProgressOverrides: Components<Theme>['MuiLinearProgress'] = {
  styleOverrides: {
    bar1: ({ ownerState }) =>
      ownerState.variant === 'indeterminate' || ownerState.variant === 'query'
        ? { ...moving, animation: `${bar1} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` }
        : {},
    bar2: ({ ownerState }) =>
      ownerState.variant === 'indeterminate' || ownerState.variant === 'query'
        ? {
            ...moving,
            // Held at its first frame (left of the track) while it waits its turn.
            animation: `${bar2} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards`,
          }
        : {},
  },
};

/**
 * A spinner without a name is a progressbar axe flags, and a screen reader announces as nothing.
 * react-admin draws one we cannot label (a select whose choices are still loading, after a
 * second): every spinner is "Loading…" unless it names what it waits for. The spinners inside
 * busy buttons are hidden instead (`aria-hidden`): the button's own text says it is busy, and a
 * named spinner would join its name.
 */
export const circularProgressDefaults: Components<Theme>['MuiCircularProgress'] = {
  defaultProps: { 'aria-label': common.loading },
};
