// The thin progress bar at the very top while requests run; throttle and duration are the
// loadingBar machine's, this only draws its snapshot.
import { useLoadingBar } from '../../shared/actor';
import classes from './layout.module.css';

export function LoadingBar() {
  const { visible, progress } = useLoadingBar();
  if (!visible) return null;
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div
      className={classes.loadingBar}
      role="progressbar"
      aria-label="页面加载进度"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={classes.loadingFill} style={{ width: `${value}%` }} />
    </div>
  );
}
