// Wizard step 1, 采购清单: one row per material (name, spec, unit, quantity, remark), added and
// removed freely (at most INQUIRY_LIMITS.maxLines). An added line takes the focus on its name; a
// removed line that held anything can come back with 撤销 (where it was), and the focus moves to
// the line before it, so the keyboard never restarts at the top.
import '../../../ui/mantine-components';
import { useEffect, useRef } from 'react';
import { Button, TextInput } from '@mantine/core';
import { INQUIRY_LIMITS } from '../../../api/inquiry-rules';
import type { LineDraft } from '../../../../machines/inquiry-forms';
import { draftInputs } from '../../../ui/form';
import { notifyUndo } from '../../../ui/undo';
import type { PublishFlowView } from './publish-flow';
import classes from '../detail/detail.module.css';

const filled = (l: LineDraft) => [l.name, l.spec, l.unit, l.quantity, l.remark].some((v) => v.trim() !== '');
const nameField = (i: number) => document.querySelector<HTMLInputElement>(`[data-path="lines.${i}.name"]`);

export function PublishItems({
  flow,
  errorOf,
}: {
  flow: PublishFlowView;
  errorOf: (path: string) => string | undefined;
}) {
  const lines = flow.lines ?? [];
  // The line whose name field takes the focus once it is on the page (added, or the one before a removed one).
  const focusLine = useRef<number | null>(null);
  useEffect(() => {
    if (focusLine.current === null) return;
    nameField(focusLine.current)?.focus();
    focusLine.current = null;
  }, [lines.length]);
  const add = () => {
    focusLine.current = lines.length;
    flow.addLine();
  };
  const remove = (i: number) => {
    const line = lines[i];
    focusLine.current = Math.max(0, i - 1);
    flow.removeLine(i);
    if (filled(line)) {
      notifyUndo(`已删除第 ${i + 1} 项${line.name ? `「${line.name}」` : ''}`, () => {
        focusLine.current = i;
        flow.restoreLine(i, line);
      });
    }
  };
  return (
    <>
      <ol className={classes.lines}>
        {lines.map((l, i) => {
          const field = draftInputs(l, (patch) => flow.updateLine(i, patch), errorOf, `lines.${i}.`);
          return (
            <li key={i} className={classes.line}>
              <fieldset className={classes.lineFields}>
                <legend>第 {i + 1} 项</legend>
                <TextInput label="物料名称" required maxLength={50} {...field('name')} />
                <TextInput label="规格型号" maxLength={100} {...field('spec')} />
                <TextInput label="单位" required maxLength={10} placeholder="吨/方/米" {...field('unit')} />
                <TextInput label="数量" required inputMode="decimal" {...field('quantity')} />
                <TextInput label="备注" maxLength={100} {...field('remark')} />
              </fieldset>
              {lines.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => remove(i)}
                  aria-label={`删除第 ${i + 1} 项`}
                  className={classes.remove}
                >
                  删除
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="default" onClick={add} disabled={lines.length >= INQUIRY_LIMITS.maxLines}>
        + 添加物料
      </Button>
    </>
  );
}
