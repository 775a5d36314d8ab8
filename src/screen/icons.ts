/**
 * The icons a screen may name (`icon` of its declaration): src/layout/menu/menuIcons.tsx draws
 * each (its table is typed by this list, so neither can miss one). `npm run new:list` and
 * `new:page` add a Material icon they are given to both.
 */
export type IconName =
  | 'AddBusiness'
  | 'Assessment'
  | 'BarChart'
  | 'Business'
  | 'Dashboard'
  | 'EditNote'
  | 'Groups'
  | 'Lightbulb'
  | 'NoteAdd'
  | 'Payments'
  | 'ReceiptLong'
  | 'Search'
  | 'SupportAgent';
