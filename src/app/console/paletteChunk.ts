/**
 * The command palette's lazy chunk, fetched from the app bar on first use.
 *
 * It also reaches the console's own module, which is always loaded before the palette can open,
 * so nothing more is fetched. Rolldown cuts chunks by which entries reach each module: a palette
 * chunk reaching only some of the first view's modules (MUI's Modal, a few react-admin hooks) made
 * it cut the first view's shared chunks into more, smaller ones (+2.1 KB gzip; the palette's budget
 * is 2 KB). Reaching all of them leaves the first view's chunks as they are.
 */
import './ConsoleApp';

export { default } from '../../layout/palette/PaletteDialogs';
