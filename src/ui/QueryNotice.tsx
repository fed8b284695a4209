// The notice a malformed URL query gets: the list falls back to the defaults and says so.
import './mantine-components';
import { Alert } from '@mantine/core';

export const QUERY_NOTICE = '搜索条件有误，已为您恢复默认条件';

export function QueryNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Alert color="yellow" variant="light" role="alert" py={8} mb="sm">
      {QUERY_NOTICE}
    </Alert>
  );
}
