/** One page request of an export. */
export type PageFetcher<T> = (
  page: number,
  perPage: number,
) => Promise<{ data: T[]; total?: number }>;

/** The largest page the export asks for: the biggest page size the lists offer. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row matching the list's filter, page after page: the export holds all matching rows,
 * not the page on screen. Stops at the server's total, or at a short page.
 */
export const fetchAllRows = async <T>(
  fetchPage: PageFetcher<T>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await fetchPage(page, pageSize);
    rows.push(...data);
    if (data.length < pageSize || (total !== undefined && rows.length >= total)) return rows;
  }
};
