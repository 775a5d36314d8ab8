/**
 * A reader of the code can follow every reference it makes: a "seed 000 §7" or "CONTRACT §5"
 * names a heading of docs/specification.md (the seeds and CONTRACT.md are the product team's
 * documents, not kept here), and no comment or test names a tracker entry by its number, which
 * nobody outside the tracker can open.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx|js|mjs|cjs|md|json)$/;
const SKIP = new Set(['mocks/public', 'docs/openapi.json']);

const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (SKIP.has(path)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
    return SOURCE.test(entry) ? [path] : [];
  });

const CODE = ['src', 'tests', 'mocks', 'scripts'].flatMap(walk);
const text = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** "seed 001 §4/§5", "seed 000 §2, §4, §5", "seed 001 §2–§9", "CONTRACT §6". */
const REFERENCE = /\b(seed 00[01]|CONTRACT(?:\.md)?) (§\d+(?:\s*(?:[,/–-]|and|or)\s*§\d+)*)/gi;

const sectionsOf = (document: string, list: string): string[] => {
  const numbers = [...list.matchAll(/§(\d+)/g)].map((match) => Number(match[1]));
  const range = /§(\d+)\s*[–-]\s*§(\d+)/.exec(list);
  if (range) {
    for (let n = Number(range[1]); n <= Number(range[2]); n += 1) numbers.push(n);
  }
  const name = document.toLowerCase().startsWith('seed') ? `Seed ${document.slice(5)}` : 'CONTRACT';
  return [...new Set(numbers)].map((n) => `${name} §${n}`);
};

describe('references in the code', () => {
  const headings = new Set(
    [...text('docs/specification.md').matchAll(/^## (.+?):/gm)].map((match) => match[1]),
  );

  it('every seed or contract section cited has a heading in docs/specification.md', () => {
    const missing = new Set<string>();
    let cited = 0;
    for (const path of [...CODE, ...walk('docs')]) {
      for (const match of text(path).matchAll(REFERENCE)) {
        for (const section of sectionsOf(match[1], match[2])) {
          cited += 1;
          if (!headings.has(section)) missing.add(`${section} (${path})`);
        }
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });

  it('no source, mock, script or test names a tracker issue', () => {
    const cites = CODE.flatMap((path) =>
      text(path)
        .split('\n')
        .flatMap((line, index) => (/issue [0-9]/i.test(line) ? [`${path}:${index + 1}`] : [])),
    );
    expect(cites).toEqual([]);
  });
});
