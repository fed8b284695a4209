// The tender's facts: purchaser (verified badge) and agency, type and method, region, budget and
// margin, the deadlines and the opening place, the qualification, the result; and the contact,
// masked for visitors (登录查看 → /login and back here). A member who logged in meanwhile gets the
// full contact: a masked answer seen while logged in is fetched again.
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { pageLinks } from '../../../api/paths';
import { beijingDay, DAY } from '../../../api/time';
import type { TenderDetail } from '../../../api/tender';
import { useSession } from '../../../shared/actor';
import { memberRoutes } from '../../../shared/sections/member/routes';
import { formatPrice, formatWan } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { PartyName } from '../../../ui/PartyName';
import { tenderDetailQuery } from '../common/queries';
import classes from './detail.module.css';

function Contact({ detail }: { detail: TenderDetail }) {
  const { loggedIn } = useSession();
  const client = useQueryClient();
  const [path] = useLocation();
  const search = useSearch();
  const { contact } = detail;
  useEffect(() => {
    if (loggedIn && contact.masked) void client.invalidateQueries({ queryKey: tenderDetailQuery(detail.id).queryKey });
  }, [loggedIn, contact.masked, client, detail.id]);
  return (
    <>
      {contact.name} {contact.phone}
      {contact.masked && (
        <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.loginLink}>
          登录查看
        </Link>
      )}
    </>
  );
}

/** 报名中, 投标中: a supplier may still bring a bid guarantee instead of the cash margin. */
const OPEN_FOR_BIDS = ['1', '2'];
/** A bid guarantee stays valid through the usual 90-day bid validity after the opening. */
const BID_VALIDITY_DAYS = 90;

function Margin({ detail: d }: { detail: TenderDetail }) {
  if (d.marginAmount <= 0) return '不收取';
  const validUntil = beijingDay(Date.parse(d.bidDeadline) + BID_VALIDITY_DAYS * DAY);
  return (
    <>
      {formatPrice(d.marginAmount)}（不超过预算的 2%）
      {OPEN_FOR_BIDS.includes(d.statusCode) && (
        <Link
          href={pageLinks.bidGuarantee({
            tenderNo: d.tenderNo,
            beneficiary: d.purchaser.name,
            margin: d.marginAmount,
            validUntil,
          })}
          className={classes.loginLink}
        >
          办理投标保函
        </Link>
      )}
    </>
  );
}

export function DetailFacts({ detail: d }: { detail: TenderDetail }) {
  const facts: [string, ReactNode][] = [
    ['项目名称', d.projectName],
    ['招标人', <PartyName key="p" party={d.purchaser} />],
    ['招标代理', d.agencyName || '—'],
    ['招标类型', d.typeName],
    ['招标方式', d.participationNote || d.methodName],
    ['所在地区', d.cityName === d.provinceName ? d.provinceName : `${d.provinceName} ${d.cityName}`],
    [
      '预算金额',
      <strong key="b" className={classes.money}>
        {formatWan(d.budget)}
      </strong>,
    ],
    ['投标保证金', <Margin key="m" detail={d} />],
    ['发布时间', formatTime(d.publishTime)],
    ['报名截止', formatTime(d.registrationDeadline)],
    ['开标时间', formatTime(d.bidDeadline)],
    ['开标地点', d.openPlace],
    ['资格要求', d.qualification || '—'],
    ['评标办法', d.evaluationMethodName || '—'],
    ['须提交的投标文件', d.requiredDocs.map((x) => x.name).join('、') || '—'],
    ['联系人', <Contact key="c" detail={d} />],
  ];
  // 综合评估法's scoring sheet (weights summing to 100), fixed at publishing.
  if (d.scoreItems.length) facts.push(['评分表', d.scoreItems.map((i) => `${i.name} ${i.weight} 分`).join('；')]);
  // 单一来源 (procurement practice): the intended supplier and the reason, publicised 5 working days.
  if (d.singleSource)
    facts.push(
      ['拟定供应商', d.singleSource.companyName],
      ['单一来源理由', d.singleSource.reason],
      ['公示截止', formatTime(d.singleSource.publicityEnd)],
    );
  if (d.winnerName)
    facts.push(['中标候选人', `${d.winnerName}${d.winningAmount !== null ? `（${formatWan(d.winningAmount)}）` : ''}`]);
  if (d.terminated) facts.push(['终止原因', d.terminationReason || '项目已终止']);
  return (
    <section className={classes.block} aria-labelledby="tender-facts">
      <h2 id="tender-facts">招标信息</h2>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
