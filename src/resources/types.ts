import type { ComponentType } from 'react';
import type { ResourceName } from '../providers/resources';
import { resourceTitleKey } from '../ui/list/columns';

/** What a resource declares: one folder exporting this, one line in src/resources/index.ts. */
export interface ResourceDefinition {
  name: ResourceName;
  /** Where the list is mounted, relative to /admin (seed 000 §2). */
  path: string;
  list: ComponentType;
  show?: ComponentType;
  /** Detail routes, always mounted (reached from the list, not the menu). */
  showPaths?: string[];
  recordRepresentation?: string;
}

/**
 * A resource as the console uses it. Its title is given once, in the catalogue under
 * `resources.<name>.name` (react-admin's convention); the menu's icons follow from its paths.
 */
export interface ResourceConfig extends ResourceDefinition {
  /** `resources.<name>.name`: the list's heading and breadcrumb. */
  titleKey: string;
}

export const defineResource = (definition: ResourceDefinition): ResourceConfig => ({
  ...definition,
  titleKey: resourceTitleKey(definition.name),
});
