// Lists that grow are paged in the query: 1-based page numbers, at most 100 rows a page.
import * as z from 'zod/mini';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const pageFields = {
  page: z._default(z.int().check(z.minimum(1, 'Page must be 1 or more.'), z.maximum(1_000_000)), 1),
  pageSize: z._default(
    z.int().check(z.minimum(1), z.maximum(PAGE_SIZE_MAX, `At most ${PAGE_SIZE_MAX} rows a page.`)),
    PAGE_SIZE_DEFAULT,
  ),
};

export const pageInput = z.strictObject(pageFields);

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageCount(page: Pick<Page<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
