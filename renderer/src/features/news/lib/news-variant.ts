/** `app`: in-app pages; `h5`: the pages a shared link opens (with the open-in-app prompt). */
export type NewsVariant = 'app' | 'h5';

/** Where a news item opens from a list of the given variant. */
export const newsDetailPath = (variant: NewsVariant, id: number): string =>
  variant === 'h5' ? `/news/detail/h5/${id}` : `/news/detail/${id}`;

/** Where a monthly issue opens. */
export const newsListPath = (variant: NewsVariant, monthlyId: number): string =>
  variant === 'h5' ? `/news/list/h5/${monthlyId}` : `/news/list/${monthlyId}`;

/**
 * The share payload's `others` when a monthly issue is shared: monthlyId as a string
 * (docs/product.md「资讯」).
 */
export const monthlyOthers = (
  monthlyId: number | string | undefined,
): { monthlyId: string } | undefined =>
  monthlyId === undefined || monthlyId === '' ? undefined : { monthlyId: String(monthlyId) };
