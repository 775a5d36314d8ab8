import type { ComponentType } from 'react';
import type { ResourceName } from '../providers/resources';

/** One resource: one folder exporting this, one line in src/resources/index.ts. */
export interface ResourceConfig {
  name: ResourceName;
  /** Where the list is mounted, relative to /admin (seed 000 §2). */
  path: string;
  /** Catalogue key of the list's heading and menu label. */
  titleKey: string;
  list: ComponentType;
  show?: ComponentType;
  /** Detail routes, always mounted (reached from the list, not the menu). */
  showPaths?: string[];
  icon?: ComponentType;
  recordRepresentation?: string;
}
