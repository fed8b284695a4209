// /ops/evaluation: 评标专家's committees — each tender it was drawn for, its method, its bids,
// whether its own sheets are in and whether the report is written; a tender opens its room.
import '../../ui/mantine-components';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { tenderEval } from '../../api/tender-eval';
import { beijingTime } from '../../api/time';
import { opsCall } from '../../shared/sections/ops/call';
import { opsRoutes } from '../../shared/sections/ops/routes';
import { ScrollTable } from '../../ui/ScrollTable';
import { OpsShell } from './common/OpsShell';
import classes from './common/ops.module.css';

function Rooms() {
  const rooms = useQuery({
    queryKey: [tenderEval.rooms.path],
    queryFn: ({ signal }) => opsCall(tenderEval.rooms, {}, { signal }),
  });
  return (
    <>
      <h1>评标室</h1>
      <p>您被随机抽取为以下项目的评标委员会成员。请独立评审，提交前其他专家看不到您的评分，您也看不到他人的评分。</p>
      {rooms.data?.length === 0 && <p>暂无评标任务</p>}
      <ScrollTable label="评标任务">
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col">类别</th>
              <th scope="col">评标办法</th>
              <th scope="col">投标数</th>
              <th scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {rooms.data?.map((r) => (
              <tr key={r.tenderId}>
                <td>
                  <Link href={opsRoutes.opsEvaluationRoom.href({ id: r.tenderId })}>{r.title}</Link>
                </td>
                <td>{r.typeName}</td>
                <td>{r.methodName}</td>
                <td>{r.bidCount}</td>
                <td>
                  {r.reportAt
                    ? `评标报告已于 ${beijingTime(r.reportAt)} 提交`
                    : r.submitted
                      ? '已提交，等待其他专家'
                      : '待评审'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}

export default function OpsEvaluationPage() {
  return (
    <OpsShell role="expert">
      <Rooms />
    </OpsShell>
  );
}
