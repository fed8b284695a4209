// The two QR codes (official account, e-commerce service account) in a popup that opens on
// hover, keyboard focus and Enter, and closes on leaving it and on Escape (useHoverPanel).
import { useSiteConfig } from '../../shared/site-config';
import { Img } from '../../ui/Img';
import { useHoverPanel } from '../../ui/use-hover-panel';
import classes from './layout.module.css';

export function QrPopup() {
  const qr = useSiteConfig()?.qr ?? [];
  const panel = useHoverPanel();
  return (
    <div className={classes.qr} {...panel.rootProps}>
      <button
        type="button"
        className={classes.qrTrigger}
        aria-controls={panel.open ? 'qr-popup' : undefined}
        {...panel.triggerProps}
      >
        关注我们
      </button>
      {panel.open && (
        <div id="qr-popup" className={classes.qrPopup} role="group" aria-label="扫码关注">
          {qr.length === 0 && <span className={classes.topMuted}>二维码加载中</span>}
          {qr.map((q) => (
            <figure key={q.key} className={classes.qrItem}>
              <Img src={q.imageUrl} alt={`${q.title}二维码`} width={104} height={104} fit="contain" />
              <figcaption>{q.title}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}
