// The price block of the goods detail: while a group buy runs, its price with the countdown to
// its end; otherwise (none, or ended) the normal price.
import type { GoodsDetail } from '../../../api/product';
import { formatPrice } from '../../../ui/price';
import { countdownText } from './countdown-text';
import type { GroupBuyState } from './use-group-buy';
import classes from './detail.module.css';

export function GroupBuyPrice({ goods, state }: { goods: GoodsDetail; state: GroupBuyState }) {
  const gb = goods.groupBuy;
  if (state.running && gb) {
    const left = countdownText(state.remaining);
    return (
      <div className={classes.pricePanel} data-group-buy="running">
        <div className={classes.groupBar}>
          <strong>限时团购</strong>
          <span role="timer" aria-label={`距团购结束还有 ${left}`}>
            距结束 <b>{left}</b>
          </span>
        </div>
        <div className={classes.priceLine}>
          <span className={classes.priceLabel}>团购价</span>
          <span className={classes.bigPrice}>{formatPrice(gb.price, goods.unit)}</span>
          <del className={classes.oldPrice} aria-label={`原价 ${formatPrice(goods.price, goods.unit)}`}>
            {formatPrice(goods.price, goods.unit)}
          </del>
        </div>
        <p className={classes.note}>
          单次采购满 {gb.minQuantity} {goods.unit} 享团购价
        </p>
      </div>
    );
  }
  return (
    <div className={classes.pricePanel}>
      <div className={classes.priceLine}>
        <span className={classes.priceLabel}>价格</span>
        <span className={classes.bigPrice}>{formatPrice(goods.price, goods.unit)}</span>
        {state.ended && <span className={classes.endedTag}>团购已结束</span>}
      </div>
    </div>
  );
}
