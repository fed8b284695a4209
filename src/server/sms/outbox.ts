// The default adapter: the message goes to the sms_outbox table and the log at info level, so
// a developer reads the code with `npm run sms:outbox` or in the server log.
import type { Db } from '../db';
import { stamp } from '../floor/time';
import type { SmsSender } from './index';

export function outboxSender(db: Db): SmsSender {
  return {
    async send(msg, log) {
      await db
        .insertInto('sms_outbox')
        .values({ phone: msg.phone, purpose: msg.purpose, content: msg.content, created_at: stamp() })
        .execute();
      log.info({ sms: msg }, 'SMS (outbox)');
    },
  };
}
