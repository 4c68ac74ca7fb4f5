/** A page of a list: `null` when a page past the end is asked for (the API answers 404). */
export function paging(total: number, page: number, size: number) {
  const pages = Math.ceil(total / size);
  if (page > 1 && page > pages) return null;
  return { page, pages, total, offset: (page - 1) * size, limit: size };
}
