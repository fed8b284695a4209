// The buyer's quote comparison (询价比价表): suppliers as columns, lines as rows, every price
// normalised to 含税 at the inquiry's rate by the server, the lowest per line marked, totals per
// supplier with the lowest complete quote marked. While awarding, each line takes one supplier
// (a radio per priced cell). The first column stays put while the table scrolls sideways.
import type { Comparison } from '../../../api/inquiry';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { VerifiedBadge } from '../detail/DetailFacts';
import { ScrollTable } from '../../../ui/ScrollTable';
import { QuoteRevisions } from './QuoteRevisions';
import classes from '../detail/detail.module.css';

export type AwardSelection = Record<number, number>;

interface Props {
  comparison: Comparison;
  /** Awarding: line id → the chosen quote id; null: read only. */
  selection: AwardSelection | null;
  onSelect: (lineId: number, quoteId: number) => void;
  onPickSupplier: (quoteId: number) => void;
}

export function ComparisonTable({ comparison: c, selection, onSelect, onPickSupplier }: Props) {
  return (
    <ScrollTable labelledBy="comparison-caption" cue="表格较宽，左右滑动查看更多供应商" stickyFirst={false}>
      <table className={`${classes.table} ${classes.compare}`}>
        <caption id="comparison-caption">比价表（价格已按税率 {c.taxRate}% 折算为含税价）</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.sticky}>
              物料 / 供应商
            </th>
            {c.suppliers.map((s) => (
              <th key={s.quoteId} scope="col" className={classes.supplier}>
                <span className={classes.supplierName}>
                  {s.name} <VerifiedBadge verified={s.verified} />
                </span>
                <span className={classes.meta}>报价 {formatTime(s.quotedAt)}</span>
                <span className={classes.meta}>
                  有效期至 {formatTime(s.validUntil)}
                  {s.lapsed && <span className={classes.lapsed}>已过期</span>}
                </span>
                {s.remark && <span className={classes.meta}>说明：{s.remark}</span>}
                <QuoteRevisions quoteId={s.quoteId} revision={s.revision} />
                {selection && !s.lapsed && (
                  <button type="button" className={classes.linkButton} onClick={() => onPickSupplier(s.quoteId)}>
                    整单选此家
                  </button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {c.rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className={classes.sticky}>
                <span className={classes.supplierName}>{r.name}</span>
                <span className={classes.meta}>
                  {r.spec && `${r.spec} · `}
                  {r.quantity} {r.unit}
                </span>
              </th>
              {r.cells.map((cell, i) => {
                const s = c.suppliers[i];
                if (!cell)
                  return (
                    <td key={s.quoteId} className={classes.none}>
                      未报价
                    </td>
                  );
                const awarded = s.awardedLineIds.includes(r.id);
                return (
                  <td key={s.quoteId} data-lowest={cell.lowest || undefined} data-awarded={awarded || undefined}>
                    <label className={classes.cell}>
                      {selection && !s.lapsed && (
                        <input
                          type="radio"
                          name={`award-${r.id}`}
                          checked={selection[r.id] === s.quoteId}
                          onChange={() => onSelect(r.id, s.quoteId)}
                          aria-label={`${r.name}选择${s.name}`}
                        />
                      )}
                      <span className={classes.money}>{formatPrice(cell.unitPriceWithTax, r.unit)}</span>
                      {cell.lowest && <span className={classes.lowest}>最低</span>}
                      {awarded && <span className={classes.won}>中标</span>}
                    </label>
                    <span className={classes.meta}>小计 {formatPrice(cell.amountWithTax)}</span>
                    <span className={classes.meta}>
                      交货 {cell.deliveryDays} 天{!cell.taxIncluded && `，原报 ${formatPrice(cell.unitPrice)} 不含税`}
                    </span>
                    {cell.remark && <span className={classes.meta}>{cell.remark}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={classes.sticky}>
              含税合计
            </th>
            {c.suppliers.map((s) => (
              <td key={s.quoteId} data-lowest={s.lowestTotal || undefined}>
                <span className={classes.money}>{formatPrice(s.totalWithTax)}</span>
                {s.lowestTotal && <span className={classes.lowest}>整单最低</span>}
                {!s.complete && <span className={classes.meta}>部分报价</span>}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollTable>
  );
}
