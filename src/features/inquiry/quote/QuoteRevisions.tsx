// A quote's revision history (每一版的含税单价、合计与提交时间), newest first, in a dialog opened
// from 我的报价 (the supplier) and from the comparison (the buyer, once prices are readable: the
// server refuses a sealed quote's history before the deadline). Loaded when opened.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { inquiryDesk } from '../../../api/inquiry-desk';
import { callQuery } from '../../../shared/query';
import { DataState } from '../../../ui/DataState';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import classes from '../detail/detail.module.css';

/** The change from one total to the next, signed, in percent with one decimal (+3.5%, -1.2%). */
const changePercent = (before: number, after: number) =>
  `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)}%`;

export function QuoteRevisions({ quoteId, revision }: { quoteId: number; revision: number }) {
  const [open, setOpen] = useState(false);
  const history = useQuery({ ...callQuery(inquiryDesk.quoteRevisions, { quoteId }), enabled: open });
  return (
    <>
      <button type="button" className={classes.linkButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        修改记录（{revision} 版）
      </button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`报价修改记录${history.data ? ` · ${history.data.companyName}` : ''}`}
        size="lg"
        closeButtonProps={{ 'aria-label': '关闭修改记录' }}
      >
        <DataState state={history} isEmpty={(d) => d.revisions.length === 0} emptyText="暂无修改记录">
          {({ revisions }) => (
            <ol className={classes.revisions} aria-label="报价各版">
              {revisions.map((r, i) => {
                const before = revisions[i + 1];
                return (
                  <li key={r.revision}>
                    <p className={classes.rowMain}>
                      <strong>第 {r.revision} 版</strong>
                      <span className={classes.meta}>提交于 {formatTime(r.submittedAt)}</span>
                    </p>
                    <p className={classes.rowNote}>
                      含税合计 <span className={classes.money}>{formatPrice(r.totalWithTax)}</span>
                      {before &&
                        before.totalWithTax > 0 &&
                        `（较上一版 ${changePercent(before.totalWithTax, r.totalWithTax)}）`}
                      ，有效期至 {formatTime(r.validUntil)}
                    </p>
                    <ul className={classes.revisionLines}>
                      {r.lines.map((l) => (
                        <li key={l.lineId}>
                          {l.name}：{formatPrice(l.unitPriceWithTax, l.unit)} × {l.quantity}，交货 {l.deliveryDays} 日
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ol>
          )}
        </DataState>
      </Modal>
    </>
  );
}
