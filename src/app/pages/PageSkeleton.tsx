// What a lazily loaded page shows while its code arrives.
import { Skeleton } from '../../ui/Skeleton';

export function PageSkeleton() {
  return (
    <div className="page-column" role="status" aria-busy="true" aria-label="页面加载中" style={{ paddingTop: 16 }}>
      <Skeleton height={320} mb={16} />
      <Skeleton height={24} mb={12} width="40%" />
      <Skeleton height={160} />
    </div>
  );
}
