// The help center's 导出会话记录 action: support staff ask a user for this file to reproduce a
// problem on /support/replay. The same export runs on Ctrl+Shift+E anywhere in the portal.
import '../ui/mantine-components';
import { Button } from '@mantine/core';
import { EXPORT_SHORTCUT, exportSession } from './session-export';
import classes from './devtools.module.css';

export function SessionExportPanel() {
  return (
    <section className={classes.panel} aria-labelledby="session-export-title">
      <div className={classes.text}>
        <h2 id="session-export-title" className={classes.title}>
          遇到问题？
        </h2>
        <p className={classes.hint}>
          导出本次浏览的会话记录发给客服，便于复现问题。记录中的手机号已打码，密码、验证码和登录凭证已去除。 快捷键{' '}
          <kbd>{EXPORT_SHORTCUT}</kbd>
        </p>
      </div>
      <Button
        variant="light"
        onClick={exportSession}
        title={`导出会话记录（快捷键 ${EXPORT_SHORTCUT}）`}
        aria-keyshortcuts="Control+Shift+E"
      >
        导出会话记录
      </Button>
    </section>
  );
}
