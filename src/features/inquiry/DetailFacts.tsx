// The public part of one inquiry: title, status, buyer with its verified badge, the terms
// (delivery place, 含税/不含税 and 税率, deadline with its countdown, quote count), the contact
// (masked for visitors: 登录查看 goes to login and back), the line items and, once awarded, the deals.
import { Link, useLocation, useSearch } from 'wouter';
import type { InquiryDetail } from '../../api/inquiry';
import { routes } from '../../shared/routes';
import { formatPrice } from '../../ui/price';
import { beijingTime } from './DetailQueries';
import { DetailCountdown } from './DetailCountdown';
import classes from './detail.module.css';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className={classes.verified} title="企业已提交统一社会信用代码">
      已认证
    </span>
  ) : null;
}

export function StateTag({ state, name }: { state: string; name: string }) {
  return (
    <span className={classes.state} data-state={state}>
      {name}
    </span>
  );
}

function Contact({ d }: { d: InquiryDetail }) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <div className={classes.contact}>
      <span>联系人：{d.contact.name}</span>
      <span>电话：{d.contact.phone}</span>
      {d.contact.masked && (
        <Link href={routes.login.href(search ? `${path}?${search}` : path)} className={classes.loginLink}>
          登录查看
        </Link>
      )}
    </div>
  );
}

export function DetailHead({ d }: { d: InquiryDetail }) {
  return (
    <section className={classes.head} aria-labelledby="inquiry-title">
      <div className={classes.titleRow}>
        <h1 id="inquiry-title" className={classes.title}>
          {d.title}
        </h1>
        <StateTag state={d.state} name={d.stateName} />
      </div>
      <p className={classes.sub}>
        <span>询价单号：{d.inquiryNo}</span>
        <span>物料分类：{d.categoryName}</span>
        {d.publishTime && <span>发布时间：{beijingTime(d.publishTime)}</span>}
      </p>
      <dl className={classes.facts}>
        <div>
          <dt>采购单位</dt>
          <dd>
            {d.buyer.name} <VerifiedBadge verified={d.buyer.verified} />
          </dd>
        </div>
        <div>
          <dt>收货地区</dt>
          <dd>
            {d.provinceName} {d.cityName}
          </dd>
        </div>
        <div>
          <dt>收货地址</dt>
          <dd>{d.deliveryAddress}</dd>
        </div>
        <div>
          <dt>报价要求</dt>
          <dd>
            {d.taxIncluded ? '含税' : '不含税'}，税率 {d.taxRate}%
          </dd>
        </div>
        <div>
          <dt>报价截止</dt>
          <dd>
            {beijingTime(d.deadline)} <DetailCountdown deadline={d.deadline} serverTime={d.serverTime} active={d.state === 'published'} />
          </dd>
        </div>
        <div>
          <dt>已报价</dt>
          <dd>{d.quoteCount} 家供应商</dd>
        </div>
        <div className={classes.wide}>
          <dt>联系方式</dt>
          <dd>
            <Contact d={d} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function DetailLines({ d }: { d: InquiryDetail }) {
  const dealOf = (lineId: number) => d.deals.find((x) => x.lineId === lineId);
  return (
    <section className={classes.block} aria-labelledby="inquiry-lines">
      <h2 id="inquiry-lines" className={classes.blockTitle}>
        采购清单（{d.lines.length} 项）
      </h2>
      <div className={classes.scroll} role="region" aria-label="采购清单表格" tabIndex={0}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">序号</th>
              <th scope="col">物料名称</th>
              <th scope="col">规格型号</th>
              <th scope="col">单位</th>
              <th scope="col" className={classes.num}>
                数量
              </th>
              <th scope="col">{d.deals.length ? '成交' : '备注'}</th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((l, i) => {
              const deal = dealOf(l.id);
              return (
                <tr key={l.id}>
                  <td>{i + 1}</td>
                  <th scope="row">{l.name}</th>
                  <td>{l.spec || '—'}</td>
                  <td>{l.unit}</td>
                  <td className={classes.num}>{l.quantity}</td>
                  <td>{d.deals.length ? (deal ? `${deal.supplierName} ${formatPrice(deal.unitPrice, l.unit)}（含税）` : '未成交') : l.remark || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {d.remark && <p className={classes.remark}>补充说明：{d.remark}</p>}
    </section>
  );
}
