// What the loaded file is and how its replay went.
import '../../ui/mantine-components';
import { Badge } from '@mantine/core';
// Only this tool page uses badges and alerts: their styles load with it, not with /home.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import type { SessionRecording } from '../../devtools/recording';
import type { ReplayResult } from './replay-types';
import classes from './support.module.css';

export function ReplaySummary({ recording, result }: { recording: SessionRecording; result: ReplayResult }) {
  const replayed = result.steps.filter((s) => s.replayed !== null).length;
  const bad = result.differing.length;
  const pages = recording.events.filter(
    (e) => e.path === 'root' && e.source === null && e.event.type === 'xstate.init',
  ).length;
  const from = {
    initial: '从会话开始回放',
    checkpoint: `较早的 ${recording.dropped} 条事件已丢弃，从检查点 #${recording.base?.seq} 之后回放（${replayed} 步）`,
    page: `较早的 ${recording.dropped} 条事件已丢弃，从窗口内第一次页面加载开始回放（${replayed} 步）`,
    none: '记录缺少起点，无法回放，只显示记录的状态',
  }[result.start];
  return (
    <div className={classes.summary}>
      <dl className={classes.facts}>
        <div>
          <dt>版本</dt>
          <dd>{recording.version}</dd>
        </div>
        <div>
          <dt>导出时间</dt>
          <dd>{new Date(recording.recordedAt).toLocaleString('zh-CN', { hour12: false })}</dd>
        </div>
        <div>
          <dt>事件</dt>
          <dd>
            {recording.events.length} 条{pages > 1 ? `，${pages} 次页面加载` : ''}
          </dd>
        </div>
        <div>
          <dt>回放</dt>
          <dd>{from}</dd>
        </div>
      </dl>
      <div className={classes.badges}>
        {result.start === 'none' ? (
          <Badge color="gray">未回放</Badge>
        ) : bad ? (
          <Badge color="red">{bad} 步不一致</Badge>
        ) : (
          <Badge color="green">每一步都与记录一致</Badge>
        )}
        {result.matchesSnapshot !== null && (
          <Badge color={result.matchesSnapshot ? 'green' : 'red'} variant="light">
            导出时快照{result.matchesSnapshot ? '一致' : '不一致'}
          </Badge>
        )}
      </div>
    </div>
  );
}
