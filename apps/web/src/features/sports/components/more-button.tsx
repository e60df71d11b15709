import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Show more" under a paged list, while the server has more. */
export function MoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="light"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      data-testid="sport-more"
    >
      {t('sports.loadMore')}
    </Button>
  );
}
