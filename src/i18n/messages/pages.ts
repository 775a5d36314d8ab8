/**
 * The texts of the custom pages made by `npm run new:page` (docs/adding-a-resource.md, "How to
 * add a custom page"), by page name: its title, what it says when its call fails, and its fields'
 * labels. The seeds' own pages keep their texts in their sections of the catalogue.
 */
export const pages: Record<
  string,
  { title: string; load_failed: string; fields: Record<string, string> }
> = {};
