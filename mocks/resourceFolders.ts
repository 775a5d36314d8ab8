import type { PageMock, ResourceMock } from './resourceMock';

/**
 * The list resources' mocks, found by the bundler: each `src/resources/<folder>/mock.ts` exports
 * its `mock` (defineMock). Only the mock backend imports them, so they never enter the
 * production build. Read by mocks/handlers/resources.ts alone.
 */
export const RESOURCE_MOCK_FOLDERS: Record<string, ResourceMock> = import.meta.glob(
  '../src/resources/*/mock.ts',
  { eager: true, import: 'mock' },
);

/**
 * The custom pages' mocks, found the same way: each `src/pages/<folder>/mock.ts` that exports its
 * `mock` (definePageMock). Pages whose handlers are still in mocks/handlers have none.
 */
export const PAGE_MOCK_FOLDERS: Record<string, PageMock> = import.meta.glob(
  '../src/pages/*/mock.ts',
  { eager: true, import: 'mock' },
);
