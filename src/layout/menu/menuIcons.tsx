import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import GroupsIcon from '@mui/icons-material/Groups';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import SearchIcon from '@mui/icons-material/Search';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { SvgIconComponent } from '@mui/icons-material';
import { useMemo, type ReactElement } from 'react';
import type { IconName } from '../../screen/icons';
import type { ScreenDeclaration } from '../../screen/types';
import { useConsoleScreens } from '../ConsoleScreensContext';

/** The server sends no icons: they follow from the paths of the known sections and screens. */
const TOP_ICONS: Record<string, SvgIconComponent> = {
  '/': DashboardIcon,
  '/contests': EmojiEventsIcon,
  '/companies': BusinessIcon,
  '/students': SchoolIcon,
  '/sales': TrendingUpIcon,
};

/** The icons a screen may name in its declaration (`icon`, src/screen/types.ts). */
const ICONS: Record<IconName, SvgIconComponent> = {
  AddBusiness: AddBusinessIcon,
  Assessment: AssessmentIcon,
  BarChart: BarChartIcon,
  Business: BusinessIcon,
  Dashboard: DashboardIcon,
  EditNote: EditNoteIcon,
  Groups: GroupsIcon,
  Lightbulb: LightbulbIcon,
  NoteAdd: NoteAddIcon,
  Payments: PaymentsIcon,
  ReceiptLong: ReceiptLongIcon,
  Search: SearchIcon,
  SupportAgent: SupportAgentIcon,
};

/** The icon of each screen's path, as its declaration names it. */
export type ScreenIcons = Record<string, SvgIconComponent | undefined>;

export const screenIcons = (screens: readonly ScreenDeclaration[]): ScreenIcons =>
  Object.fromEntries(
    screens.map((screen) => [screen.path, screen.icon ? ICONS[screen.icon] : undefined]),
  );

/** The icons of the screens the app declares (src/layout/ConsoleScreensContext.tsx). */
export const useScreenIcons = (): ScreenIcons => {
  const { screens } = useConsoleScreens();
  return useMemo(() => screenIcons(screens), [screens]);
};

const drawn = new Map<SvgIconComponent, ReactElement>();

/** One element per icon, drawn once: an unchanged menu link then re-renders nothing. */
const draw = (Icon: SvgIconComponent): ReactElement => {
  let element = drawn.get(Icon);
  if (!element) {
    element = <Icon fontSize="small" />;
    drawn.set(Icon, element);
  }
  return element;
};

export const topIcon = (path: string): ReactElement => draw(TOP_ICONS[path] ?? FolderOpenIcon);

export const childIcon = (to: string, external: boolean, icons: ScreenIcons): ReactElement =>
  draw(external ? OpenInNewIcon : (icons[to] ?? ChevronRightIcon));
