import { PrevNextPage as OriginalPrevNextPage } from '@rspress/core/theme-original';

/** The previous and next page links of the doc footer, as a named navigation landmark. */
export function PrevNextPage() {
  return (
    <nav aria-label="Pagination">
      <OriginalPrevNextPage />
    </nav>
  );
}
