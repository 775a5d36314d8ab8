// `npm test`: the stages of the README's one test command, each as `npm run <stage>` alone would
// run it. The single-threaded checks (typecheck, format:check, lint) leave a core idle, so they
// run side by side, and the browser tests' two builds are made there too; the unit and browser
// tests then run one after the other, each on both cores (docs/decisions.md, "Test suite time").
// BROWSER_LOCK=<file> makes the browser stage wait for that lock (a machine shared by several runs).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { browserBuildDirs, buildApp } from './build/appBuild.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/**
 * `npm run <script>`; `quiet` keeps its output to print in one piece once it ends; `lock` (a
 * file) waits for flock(1) on it first, as on a machine whose runs share one browser lock.
 */
const npmRun = (script, { quiet = false, env = process.env, lock } = {}) =>
  new Promise((done) => {
    const started = performance.now();
    const [command, ...args] = [...(lock ? ['flock', lock] : []), 'npm', 'run', script];
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      done({ name: script, ok: code === 0, output, time: seconds(started) }),
    );
  });

const buildsDir = join(root, '.tmp', `test-${process.pid}`);
const dirs = browserBuildDirs(buildsDir);

const browserBuilds = async () => {
  const started = performance.now();
  mkdirSync(buildsDir, { recursive: true });
  try {
    const outputs = await Promise.all([
      buildApp(dirs.distDir, 'production'),
      buildApp(dirs.mockDistDir, 'mock'),
    ]);
    return { name: 'browser builds', ok: true, output: outputs.join(''), time: seconds(started) };
  } catch (error) {
    return { name: 'browser builds', ok: false, output: String(error), time: seconds(started) };
  }
};

const results = [];
/** Runs the steps in turn until one fails; prints each one's output as it ends. */
const inTurn = async (...steps) => {
  for (const step of steps) {
    const result = await step();
    results.push(result);
    process.stdout.write(result.output);
    if (!result.ok) return false;
  }
  return true;
};

const started = performance.now();
try {
  const checked = await Promise.all([
    // Two turns of about equal length; the builds, on several threads, come last.
    inTurn(
      () => npmRun('typecheck', { quiet: true }),
      () => npmRun('format:check', { quiet: true }),
    ),
    inTurn(() => npmRun('lint', { quiet: true }), browserBuilds),
  ]);
  const passed =
    checked.every(Boolean) &&
    (await inTurn(
      () => npmRun('test:unit'),
      () =>
        npmRun('test:browser', {
          env: { ...process.env, BROWSER_DIST: dirs.distDir, BROWSER_MOCK_DIST: dirs.mockDistDir },
          lock: process.env.BROWSER_LOCK,
        }),
    ));
  const stages = results.map(({ name, ok, time }) => `${name} ${time} s${ok ? '' : ' (failed)'}`);
  console.log(`\nnpm test: ${stages.join(', ')}; ${seconds(started)} s in all.`);
  process.exitCode = passed ? 0 : 1;
} finally {
  rmSync(buildsDir, { recursive: true, force: true });
}
