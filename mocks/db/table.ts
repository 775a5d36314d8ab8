export type RowId = number | string;

export type Change =
  | { table: string; op: 'put'; row: { id: RowId } & Record<string, unknown> }
  | { table: string; op: 'remove'; id: RowId };

/** An in-memory table with an id index; every write is reported, so it can be persisted and replayed. */
export class Table<T extends { id: RowId }> {
  private readonly rows: T[];
  private readonly index = new Map<RowId, number>();
  private maxId = 0;

  constructor(
    readonly name: string,
    rows: T[],
    private readonly onChange: (change: Change) => void = () => undefined,
  ) {
    this.rows = rows;
    rows.forEach((row, position) => this.track(row, position));
  }

  private track(row: T, position: number) {
    this.index.set(row.id, position);
    if (typeof row.id === 'number' && row.id > this.maxId) this.maxId = row.id;
  }

  /** Rows in seed order; removed rows are gone. Do not mutate the array. */
  all(): readonly T[] {
    return this.rows;
  }

  get size() {
    return this.rows.length;
  }

  get(id: RowId): T | undefined {
    const position = this.index.get(id) ?? this.index.get(typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : String(id));
    return position === undefined ? undefined : this.rows[position];
  }

  find(predicate: (row: T) => boolean): T | undefined {
    return this.rows.find(predicate);
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.rows.filter(predicate);
  }

  nextId(): number {
    return this.maxId + 1;
  }

  /** Inserts or replaces a whole row. */
  put(row: T, record = true): T {
    const position = this.index.get(row.id);
    if (position === undefined) {
      this.rows.push(row);
      this.track(row, this.rows.length - 1);
    } else {
      this.rows[position] = row;
    }
    if (record) this.onChange({ table: this.name, op: 'put', row: row as T & Record<string, unknown> });
    return row;
  }

  insert(row: Omit<T, 'id'> & { id?: RowId }): T {
    return this.put({ ...row, id: row.id ?? this.nextId() } as T);
  }

  update(id: RowId, patch: Partial<T>): T | undefined {
    const current = this.get(id);
    if (!current) return undefined;
    return this.put({ ...current, ...patch, id: current.id });
  }

  remove(id: RowId, record = true): boolean {
    const position = this.index.get(id);
    if (position === undefined) return false;
    this.rows.splice(position, 1);
    this.index.clear();
    this.rows.forEach((row, index) => this.index.set(row.id, index));
    if (record) this.onChange({ table: this.name, op: 'remove', id });
    return true;
  }
}
