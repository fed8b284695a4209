// A real gateway's adapter: POST {phone, purpose, content} as JSON to SMS_WEBHOOK_URL. A
// failure (network, timeout, non-2xx) is reported to the caller as 短信发送失败.
import { AppError } from '../http/errors';
import type { SmsSender } from './index';

const TIMEOUT_MS = 5000;

export function webhookSender(url: string): SmsSender {
  return {
    async send(msg, log) {
      let status: number;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone: msg.phone, purpose: msg.purpose, content: msg.content }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        log.error({ err, phone: msg.phone, purpose: msg.purpose }, 'SMS webhook unreachable');
        throw new AppError(503, '短信发送失败，请稍后再试');
      }
      if (status < 200 || status >= 300) {
        log.error({ status, phone: msg.phone, purpose: msg.purpose }, 'SMS webhook refused the message');
        throw new AppError(503, '短信发送失败，请稍后再试');
      }
      log.info({ phone: msg.phone, purpose: msg.purpose }, 'SMS (webhook) sent');
    },
  };
}
