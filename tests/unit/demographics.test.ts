import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { users } from '../../mocks/db/people';
import { createHttpClient } from '../../src/api';
import {
  DEMOGRAPHIC_KINDS,
  demographicsExportUrl,
  downloadDemographicsExport,
  getDemographics,
} from '../../src/pages/demographics/calls';
import { formatPercent } from '../../src/pages/demographics/format';
import { readMode } from '../../src/pages/demographics/useDemographicsMode';
import { dataProvider } from '../../src/app/console/dataProvider';

const options = {
  with_submitted_solutions: true,
  with_money_won: false,
  with_linkedin: true,
  countries: ['Canada', 'Côte d’Ivoire'],
};

describe('demographics export link', () => {
  it('is the API base plus the export path, with every flag and countries[] once per country', () => {
    const client = createHttpClient({ getBase: () => '/api/v1', timeoutMs: 1000 });
    const url = new URL(demographicsExportUrl(client, options), 'https://console.example');
    expect(url.pathname).toBe('/api/v1/admin/solvers/demographics/export');
    expect([...url.searchParams]).toEqual([
      ['with_submitted_solutions', 'true'],
      ['with_money_won', 'false'],
      ['with_linkedin', 'true'],
      ['countries[]', 'Canada'],
      ['countries[]', 'Côte d’Ivoire'],
    ]);
  });

  it('follows a changed API base', () => {
    const client = createHttpClient({ getBase: () => 'https://api.example/v2/', timeoutMs: 1000 });
    expect(demographicsExportUrl(client, { ...options, countries: [] })).toBe(
      'https://api.example/v2/admin/solvers/demographics/export?with_submitted_solutions=true&with_money_won=false&with_linkedin=true',
    );
  });
});

describe('demographics helpers', () => {
  it('reads the mode from the URL, Sales Data by default', () => {
    expect(readMode(null)).toBe('sales');
    expect(readMode('admin')).toBe('admin');
    expect(readMode('other')).toBe('sales');
  });

  it('formats percents of 100', () => {
    expect(formatPercent(26.333)).toBe('26.33%');
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

describe('demographics mock', () => {
  it('answers rows whose counts add up to the counted solvers and percents to about 100', async () => {
    const solvers = users().filter((user) => user.role === 'solver').length;
    for (const kind of DEMOGRAPHIC_KINDS) {
      const rows = await dataProvider.send(getDemographics(kind));
      expect(rows.length, kind).toBeGreaterThan(1);
      expect(
        rows.reduce((sum, row) => sum + row.count, 0),
        kind,
      ).toBe(solvers);
      expect(Math.abs(rows.reduce((sum, row) => sum + row.percent, 0) - 100), kind).toBeLessThan(
        0.1,
      );
    }
  });

  it('leaves redacted solvers out', async () => {
    const solver = users()
      .all()
      .find((user) => user.role === 'solver')!;
    const before = (await dataProvider.send(getDemographics('gender'))).reduce(
      (sum, row) => sum + row.count,
      0,
    );
    users().update(solver.id, { redacted: true });
    const after = (await dataProvider.send(getDemographics('gender'))).reduce(
      (sum, row) => sum + row.count,
      0,
    );
    expect(after).toBe(before - 1);
  });

  it('answers the export as a CSV file narrowed by the options', async () => {
    const { blob, fileName } = await dataProvider.send(
      downloadDemographicsExport({
        with_submitted_solutions: false,
        with_money_won: false,
        with_linkedin: true,
        countries: ['Canada'],
      }),
    );
    expect(fileName).toMatch(/^solver-demographics-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe('id,name,email,gender,age,ethnicity,country,linkedin');
    const expected = users().filter(
      (user) => user.role === 'solver' && user.linkedin && user.country === 'Canada',
    ).length;
    expect(lines).toHaveLength(expected + 1);
    expect(lines.slice(1).every((line) => line.includes(',Canada,true'))).toBe(true);
    expect(
      mockControl.journal.find('GET', '/admin/solvers/demographics/export')[0].query,
    ).toMatchObject({ 'countries[]': ['Canada'] });
  });
});
