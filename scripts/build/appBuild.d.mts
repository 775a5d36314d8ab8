/** See appBuild.mjs. */
export declare const buildAppSync: (outDir: string, mode: string, args?: readonly string[]) => void;
export declare const buildApp: (
  outDir: string,
  mode: string,
  args?: readonly string[],
) => Promise<string>;
export declare const browserBuildDirs: (base: string) => { distDir: string; mockDistDir: string };
