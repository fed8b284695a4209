// Deal records (成交) as a table: when, who (both parties masked by the server), what, how much.
// On phones each deal becomes a small card (the cells carry their column's name).
import { Link } from 'wouter';
import type { Deal } from '../../../api/inquiry-deals';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { formatDay } from '../../../ui/date';
import { formatPrice } from '../../../ui/price';
import classes from '../list/list.module.css';
import { TableHead } from '../../../ui/TableHead';

interface Props {
  deals: Deal[];
  caption: string;
  /** Leave out the region column (narrow blocks). */
  compact?: boolean;
}

export function DealTable({ deals, caption, compact }: Props) {
  return (
    <table className={classes.deals} data-compact={compact || undefined}>
      <caption className={classes.visuallyHidden}>{caption}</caption>
      <TableHead
        cols={[
          '成交日期',
          '物料 / 规格',
          '采购单位',
          '供应商',
          '数量',
          '成交单价（含税）',
          '成交金额',
          !compact && '地区',
        ]}
      />
      <tbody>
        {deals.map((d) => (
          <tr key={d.id}>
            <td data-label="成交日期">{formatDay(d.dealTime)}</td>
            <td data-label="物料">
              <Link href={inquiryRoutes.inquiryDetail.href({ id: d.inquiryId })} className={classes.dealItem}>
                {d.materialName}
              </Link>
              {d.spec && <span className={classes.dealSpec}>{d.spec}</span>}
            </td>
            <td data-label="采购单位">{d.buyerName}</td>
            <td data-label="供应商">{d.supplierName}</td>
            <td data-label="数量">
              {d.quantity}
              {d.unit}
            </td>
            <td data-label="成交单价">{formatPrice(d.unitPrice, d.unit)}</td>
            <td data-label="成交金额" className={classes.amount}>
              {formatPrice(d.amount)}
            </td>
            {!compact && (
              <td data-label="地区">
                {d.provinceName}
                {d.cityName && d.cityName !== d.provinceName ? ` ${d.cityName}` : ''}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
