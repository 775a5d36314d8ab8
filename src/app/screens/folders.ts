import type { ResourceDeclaration } from '../../screen/resource';

/**
 * The list resources' folders, found by the bundler (Vite, Vitest, and `contract:check` through
 * Vite's ssrLoadModule): each `src/resources/<folder>/index.ts` exports its declaration as
 * `resource`. A new folder needs no line here; only ./resources.ts reads this.
 */
export const RESOURCE_FOLDERS: Record<string, ResourceDeclaration> = import.meta.glob(
  '../../resources/*/index.ts',
  { eager: true, import: 'resource' },
);
