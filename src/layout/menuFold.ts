/** Below this window width the 240 px menu and the 1200 px content (seed 000 §2) cannot both fit. */
export const FOLD_BELOW_PX = 1440;
