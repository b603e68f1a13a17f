import { Button, Group } from "@mantine/core";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** Keyset paging: the next page comes after the last client shown. */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <Group justify="center" mt="md">
      <Button variant="default" loading={loading} onClick={onLoadMore}>
        Load more
      </Button>
    </Group>
  );
}
