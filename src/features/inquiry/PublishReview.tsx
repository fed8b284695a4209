// Wizard step 3, 确认提交: the inquiry as suppliers will see it, before saving a draft or
// submitting it to the review desk.
import { useQuery } from '@tanstack/react-query';
import { system } from '../../api/system';
import { callQuery } from '../../shared/query';
import { beijingTime } from './DetailQueries';
import type { PublishFlowView } from './PublishFlow';
import classes from './detail.module.css';

/** The province and city names of the chosen codes (the region calls the selects made, cached). */
function useRegionNames(provinceCode: string, cityCode: string): string {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  const cities = useQuery({ ...callQuery(system.regionChildren, { parentCode: provinceCode }), staleTime: Infinity, enabled: !!provinceCode });
  const name = (list: Array<{ code: string; name: string }> | undefined, code: string) => list?.find((r) => r.code === code)?.name ?? '';
  return `${name(provinces.data, provinceCode)} ${name(cities.data, cityCode)}`;
}

export function PublishReview({ flow }: { flow: PublishFlowView }) {
  const t = flow.terms;
  const categories = useQuery({ ...callQuery(system.dictionary, { code: 'category_code' }), staleTime: Infinity });
  const place = useRegionNames(t?.provinceCode ?? '', t?.cityCode ?? '');
  if (!t || !flow.lines) return null;
  const category = categories.data?.find((c) => c.dictKey === t.categoryCode)?.dictValue ?? t.categoryCode;
  return (
    <div className={classes.review}>
      <h3 className={classes.reviewTitle}>{t.title}</h3>
      <dl className={classes.facts}>
        <div>
          <dt>物料分类</dt>
          <dd>{category}</dd>
        </div>
        <div>
          <dt>收货地区</dt>
          <dd>{place}</dd>
        </div>
        <div>
          <dt>收货地址</dt>
          <dd>{t.deliveryAddress}</dd>
        </div>
        <div>
          <dt>报价要求</dt>
          <dd>
            {t.taxIncluded ? '含税' : '不含税'}，税率 {t.taxRate}%
          </dd>
        </div>
        <div>
          <dt>报价截止</dt>
          <dd>{beijingTime(t.deadline)}</dd>
        </div>
        <div>
          <dt>联系人</dt>
          <dd>
            {t.contactName} {t.contactPhone}
          </dd>
        </div>
        {t.remark && (
          <div className={classes.wide}>
            <dt>补充说明</dt>
            <dd>{t.remark}</dd>
          </div>
        )}
      </dl>
      <div className={classes.scroll} role="region" aria-label="采购清单" tabIndex={0}>
        <table className={classes.table}>
          <caption>采购清单（{flow.lines.length} 项）</caption>
          <thead>
            <tr>
              <th scope="col">序号</th>
              <th scope="col">物料名称</th>
              <th scope="col">规格型号</th>
              <th scope="col">单位</th>
              <th scope="col" className={classes.num}>
                数量
              </th>
              <th scope="col">备注</th>
            </tr>
          </thead>
          <tbody>
            {flow.lines.map((l, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <th scope="row">{l.name}</th>
                <td>{l.spec || '—'}</td>
                <td>{l.unit}</td>
                <td className={classes.num}>{l.quantity}</td>
                <td>{l.remark || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
