// The public part of one inquiry: title, status, buyer with its verified badge, the terms
// (delivery place, 含税/不含税 and 税率, deadline with its countdown, quote count), the contact
// (masked for visitors: 登录查看 goes to login and back), the line items and, once awarded, the deals.
import { Link, useLocation, useSearch } from 'wouter';
import type { InquiryDetail } from '../../../api/inquiry';
import { memberRoutes } from '../../../shared/sections/member/routes';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { DetailCountdown } from './DetailCountdown';
import { FactList, LineTable } from './InquiryFacts';
import { Attachments, rfqFacts } from './RfqFacts';
import classes from './detail.module.css';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className={classes.verified} title="企业已提交统一社会信用代码">
      已认证
    </span>
  ) : null;
}

const STATE_TONES: Record<string, string> = {
  published: 'ok',
  closed: 'info',
  rejected: 'danger',
  withdrawn: 'danger',
  pending_review: 'warn',
  draft: 'warn',
};
export function StateTag({ state, name }: { state: string; name: string }) {
  return (
    <span className={classes.state} data-tone={STATE_TONES[state]}>
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
        <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.loginLink}>
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
        {d.publishTime && <span>发布时间：{formatTime(d.publishTime)}</span>}
      </p>
      <FactList
        facts={[
          {
            term: '采购单位',
            value: (
              <>
                {d.buyer.name} <VerifiedBadge verified={d.buyer.verified} />
              </>
            ),
          },
          { term: '收货地区', value: `${d.provinceName} ${d.cityName} ${d.districtName}`.trim() },
          { term: '收货地址', value: d.deliveryAddress },
          { term: '报价要求', value: `${d.taxIncluded ? '含税' : '不含税'}，税率 ${d.taxRate}%` },
          {
            term: '报价截止',
            value: (
              <>
                {formatTime(d.deadline)}{' '}
                <DetailCountdown deadline={d.deadline} serverTime={d.serverTime} active={d.state === 'published'} />
              </>
            ),
          },
          { term: '已报价', value: `${d.quoteCount} 家供应商` },
          ...rfqFacts(d),
          { term: '联系方式', value: <Contact d={d} />, wide: true },
        ]}
      />
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
      <LineTable
        lines={d.lines}
        label="采购清单表格"
        rowKey={(l) => l.id}
        last={{
          title: d.deals.length ? '成交' : '备注',
          cell: (l) => {
            if (!d.deals.length) return l.remark || '—';
            const deal = dealOf(l.id);
            return deal ? `${deal.supplierName} ${formatPrice(deal.unitPrice, l.unit)}（含税）` : '未成交';
          },
        }}
      />
      {d.remark && <p className={classes.remark}>补充说明：{d.remark}</p>}
      <Attachments files={d.attachments} count={d.attachmentCount} />
    </section>
  );
}
