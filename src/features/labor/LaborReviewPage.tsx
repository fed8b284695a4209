// /labor-services/review: the labour reviewers' desk — job posts held for their fee words
// (通过: published with the warning; 驳回 with a reason) and 特种作业 certificates to check
// against the official lookup (已核验 / 核验不符), with the holder's photo of it (thumbnail; a click
// opens the whole image). The server decides who may (403 otherwise).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { laborReview, type CertToCheck, type HeldPost } from '../../api/labor-review';
import { call } from '../../client/http';
import { useSession } from '../../shared/actor';
import { callQuery, transportOf } from '../../shared/query';
import { laborRoutes } from '../../shared/sections/labor/routes';
import { DataState } from '../../ui/DataState';
import { formatTime } from '../../ui/date';
import { LaborTabs } from './common/LaborTabs';
import { MembersOnly } from '../../ui/MembersOnly';
import { CertPhoto } from './review/CertPhoto';
import classes from './common/labor.module.css';

const deskQuery = callQuery(laborReview.desk, {});

function useDecision() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: deskQuery.queryKey });
  const http = transportOf(client);
  return {
    decide: useMutation({
      mutationFn: (f: { jobId: number; approve: boolean; reason?: string }) =>
        call(laborReview.decide, f, { http, silent: true }),
      onSettled: done,
    }),
    check: useMutation({
      mutationFn: (f: { certId: number; verified: boolean }) => call(laborReview.checkCert, f, { http, silent: true }),
      onSettled: done,
    }),
  };
}

function Held({ p, act }: { p: HeldPost; act: ReturnType<typeof useDecision> }) {
  const [reason, setReason] = useState('');
  const busy = act.decide.isPending;
  return (
    <li className={classes.row}>
      <div>
        <h3 className={classes.rowTitle}>{p.title}</h3>
        <p className={classes.rowMeta}>
          {p.employer} · 提交于 {formatTime(p.heldAt)} · 收费字样：
          <strong className={classes.error}>{p.feeWords.join('、')}</strong>
        </p>
        <p className={classes.note}>{[p.benefits, p.requirements, p.description].filter(Boolean).join(' / ')}</p>
      </div>
      {p.own ? (
        <p className={classes.note}>本人发布，须由其他审核人员处理</p>
      ) : (
        <div className={classes.rowSide}>
          <button
            type="button"
            className={classes.button}
            disabled={busy}
            onClick={() => act.decide.mutate({ jobId: p.id, approve: true })}
          >
            通过（带收费警示发布）
          </button>
          <label className={classes.field}>
            驳回原因
            <input value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} />
          </label>
          <button
            type="button"
            className={classes.ghost}
            disabled={busy}
            onClick={() => act.decide.mutate({ jobId: p.id, approve: false, reason })}
          >
            驳回
          </button>
        </div>
      )}
    </li>
  );
}

function Cert({ c, act }: { c: CertToCheck; act: ReturnType<typeof useDecision> }) {
  return (
    <li className={classes.row}>
      <div>
        <h3 className={classes.rowTitle}>
          {c.typeName} · {c.number}
        </h3>
        <p className={classes.rowMeta}>
          持证人 {c.holder} · {c.issuer} · {c.issuedAt} 至 {c.expiresAt} · {c.photo ? '证书照片见右' : '无证书照片'} ·{' '}
          <Link href={laborRoutes.laborWorkerDetail.href({ id: c.workerId })}>查看名片</Link>
        </p>
      </div>
      <div className={classes.rowSide}>
        {c.photo && <CertPhoto photo={c.photo} name={`${c.holder}的${c.typeName}`} />}
        <button
          type="button"
          className={classes.button}
          disabled={act.check.isPending}
          onClick={() => act.check.mutate({ certId: c.id, verified: true })}
        >
          已核验
        </button>
        <button
          type="button"
          className={classes.ghost}
          disabled={act.check.isPending}
          onClick={() => act.check.mutate({ certId: c.id, verified: false })}
        >
          核验不符
        </button>
      </div>
    </li>
  );
}

export default function LaborReviewPage() {
  const { loggedIn } = useSession();
  const desk = useQuery({ ...deskQuery, enabled: loggedIn });
  const act = useDecision();
  const failure = act.decide.error ?? act.check.error;
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>劳务审核台</h1>
      </header>
      <MembersOnly classes={{ box: classes.block }}>
        <DataState state={desk} emptyText="暂无数据">
          {(d) => (
            <>
              {failure && (
                <p className={classes.error} role="alert">
                  {failure.message}
                </p>
              )}
              <h2 className={classes.title}>待审核招工（{d.heldTotal}）</h2>
              {d.held.length ? (
                <ul className={classes.rows}>
                  {d.held.map((p) => (
                    <Held key={p.id} p={p} act={act} />
                  ))}
                </ul>
              ) : (
                <p className={classes.note}>暂无待审核的招工信息</p>
              )}
              <h2 className={classes.title}>待核验证书（{d.certTotal}）</h2>
              {d.certs.length ? (
                <ul className={classes.rows}>
                  {d.certs.map((c) => (
                    <Cert key={c.id} c={c} act={act} />
                  ))}
                </ul>
              ) : (
                <p className={classes.note}>暂无待核验的证书</p>
              )}
            </>
          )}
        </DataState>
      </MembersOnly>
    </div>
  );
}
