/** Seed 000 §2: the content is at least 1200 px wide. */
export const CONTENT_MIN_WIDTH = 1200;

/** The widest gap between the menu and the content (docs/decisions.md, "A gap beside the menu"). */
const GUTTER = 12;

/**
 * The content's side padding beside a menu `menuWidth` px wide: 12 px where the 1200 px content
 * still fits, less down to none where it does not (the folded menu and the content fit 1280 px
 * only so), so no page scrolls sideways. For an element whose percentages are of the row that
 * holds the menu and the content: react-admin's content, and the shell painted before it.
 */
export const contentGutter = (menuWidth: number) =>
  `clamp(0px, calc((100% - ${CONTENT_MIN_WIDTH + menuWidth}px) / 2), ${GUTTER}px)`;
