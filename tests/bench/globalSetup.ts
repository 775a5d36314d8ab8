import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import browserSetup from '../browser/globalSetup';
import { buildOneResourceApp } from './oneResource';

declare module 'vitest' {
  export interface ProvidedContext {
    oneResourceDir: string;
  }
}

/** The browser tests' two builds, and the one-resource reference app, built in the same run. */
export default async function setup(project: TestProject) {
  browserSetup(project);
  const dir = join(
    resolve(import.meta.dirname, '../..'),
    '.tmp',
    `run-${process.pid}`,
    'one-resource',
  );
  await buildOneResourceApp(dir);
  project.provide('oneResourceDir', dir);
}
