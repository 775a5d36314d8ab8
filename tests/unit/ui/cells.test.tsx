import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cellContent, linkTo } from '../../../src/ui/list/cells';
import type { GridColumn } from '../../../src/ui/list';

interface Row {
  id: number;
  company?: unknown;
  email?: unknown;
  _unreadable?: Record<string, unknown>;
}

const column = (id: string, cell: GridColumn<Row>['cell'], field?: string): GridColumn<Row> => ({
  id,
  label: id,
  cell,
  field,
});

describe('list cells with values the console cannot show', () => {
  it('shows a field the edge could not read as empty, its raw value in the tooltip', () => {
    const row: Row = { id: 1, email: 'a@b.c', _unreadable: { company: { name: ['x'] } } };
    const company = column('company', (r) => String(r.company));
    expect(cellContent(company, row)).toEqual({ content: '', title: '{"name":["x"]}' });
    // The rest of the row as usual.
    expect(
      cellContent(
        column('email', (r) => r.email as string),
        row,
      ),
    ).toEqual({
      content: 'a@b.c',
    });
  });

  it('follows the field a column names when it differs from its id', () => {
    const row: Row = { id: 1, _unreadable: { email: 42 } };
    const link = column('contact', () => 'shown', 'email');
    expect(cellContent(link, row)).toEqual({ content: '', title: '42' });
  });

  it('shows an object, a NaN or a cell that throws as empty, never as text', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const row: Row = { id: 1, company: { a: 1 } };
    expect(
      cellContent(
        column('company', (r) => r.company as string),
        row,
      ),
    ).toEqual({
      content: '',
      title: '{"a":1}',
    });
    expect(
      cellContent(
        column('n', () => Number.NaN),
        row,
      ).content,
    ).toBe('');
    const throwing = column('company', (r) => (r.company as string[]).join(', '));
    expect(cellContent(throwing, row)).toEqual({ content: '', title: '{"a":1}' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('keeps the raw value of a field its formatter could not show', () => {
    const row: Row = { id: 1, company: 'not-a-number' };
    expect(
      cellContent(
        column('company', () => ''),
        row,
      ),
    ).toEqual({
      content: '',
      title: 'not-a-number',
    });
    expect(
      cellContent(
        column('email', () => ''),
        row,
      ),
    ).toEqual({ content: '' });
  });

  it('leaves elements, text and numbers as they are', () => {
    const row: Row = { id: 1, email: 'a@b.c' };
    const link = cellContent(
      column('email', (r) => linkTo('/x', r.email as string)),
      row,
    );
    expect(isValidElement(link.content)).toBe(true);
    expect(
      cellContent(
        column('id', (r) => r.id),
        row,
      ),
    ).toEqual({ content: 1 });
  });

  it('gives no link text to show for an object', () => {
    expect(linkTo('/x', { a: 1 } as unknown as string)).toBe('');
  });
});
