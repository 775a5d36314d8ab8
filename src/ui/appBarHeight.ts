/**
 * The console's app bar stays fixed at the top of the window (docs/decisions.md, "The app bar
 * stays in view"): react-admin's dense toolbar, which every console width (1200 px and up) uses.
 * What sticks to the top of the page sticks below it, and a focus or a scroll into view stops
 * short of it.
 */
export const APP_BAR_HEIGHT = 48;
