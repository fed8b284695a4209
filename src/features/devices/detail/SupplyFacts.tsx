// A machine's spec table and its rent: every mode offered with its unit, the fees shown
// separately (进出场费, 安拆费, 押金), the shortest rent, what the price includes.
import type { SupplyDetail } from '../../../api/devices';
import { RENT_MODES, RENT_MODE_NAMES } from '../../../api/devices-dicts';
import { formatDay } from '../../../ui/date';
import { Facts } from '../../../ui/Facts';
import { formatPrice } from '../../../ui/price';
import { placeText, specText, yuanText } from '../common/format';
import classes from './detail.module.css';

export function SpecBlock({ d }: { d: SupplyDetail }) {
  return (
    <section className={classes.block} aria-labelledby="spec-title">
      <h2 id="spec-title">设备参数</h2>
      <Facts
        rows={[
          ['设备类别', `${d.categoryName} / ${d.typeName}`],
          ['品牌型号', `${d.brand} ${d.model}`],
          ['吨位规格', specText(d.specValue, d.specUnit)],
          ['出厂年份', `${d.year}年`],
          ['工作小时', `${d.workingHours.toLocaleString('zh-CN')} 小时`],
          ['数量', `${d.quantity} 台`],
          ['所在地', `${placeText(d)} ${d.address}`],
          ['服务半径', d.serviceRadiusKm ? `${d.serviceRadiusKm} 公里` : '不限'],
          ['可租日期', `${formatDay(d.availableFrom)} 起`],
          ['油耗参考', d.fuelPerHour ? `约 ${d.fuelPerHour} 升/小时` : '电动，无燃油'],
        ]}
        className={classes.facts}
      />
      {d.description && <p className={classes.note}>{d.description}</p>}
    </section>
  );
}

export function RentBlock({ d }: { d: SupplyDetail }) {
  const offered = RENT_MODES.filter((m) => d.prices[m] !== null);
  return (
    <section className={classes.block} aria-labelledby="rent-title">
      <h2 id="rent-title">租金与费用</h2>
      <table className={classes.table}>
        <caption className="visually-hidden">各租赁方式的租金与另计费用</caption>
        <tbody>
          {d.price === null && (
            <tr>
              <th scope="row">租金</th>
              <td className={classes.amount}>面议</td>
            </tr>
          )}
          {d.price !== null &&
            offered.map((m) => (
              <tr key={m}>
                <th scope="row">按{RENT_MODE_NAMES[m]}</th>
                <td className={classes.amount}>{formatPrice(d.prices[m]!, RENT_MODE_NAMES[m])}</td>
              </tr>
            ))}
          <tr>
            <th scope="row">进出场费</th>
            <td className={classes.amount}>{d.mobilisationFee ? yuanText(d.mobilisationFee) : '免进出场费'}</td>
          </tr>
          {d.assemblyFee > 0 && (
            <tr>
              <th scope="row">安拆费</th>
              <td className={classes.amount}>{yuanText(d.assemblyFee)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">押金</th>
            <td className={classes.amount}>{d.deposit ? yuanText(d.deposit) : '无需押金'}</td>
          </tr>
          <tr>
            <th scope="row">最短租期</th>
            <td className={classes.amount}>{d.minRentDays} 天</td>
          </tr>
          <tr>
            <th scope="row">操作手 / 油费</th>
            <td className={classes.amount}>
              {d.withOperator ? '含操作手' : '不含操作手'}，{d.fuelIncluded ? '含油费' : '油费另计'}
            </td>
          </tr>
        </tbody>
      </table>
      <p className={classes.note}>
        台班按 8 小时计；进出场费、安拆费单独结算，不含在租金内。
        {d.monthBeatsShiftAfter !== null && ` 连续租用 ${d.monthBeatsShiftAfter} 天及以上，月租比台班更划算。`}
      </p>
    </section>
  );
}
