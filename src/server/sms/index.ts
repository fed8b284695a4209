// SMS delivery behind one interface, chosen by SMS_ADAPTER: the outbox (a table plus a log
// line; what development and the tests read codes from) or a webhook to a real gateway.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsPurpose } from '../../api/validation';
import type { Config } from '../config';
import type { Db } from '../db';
import type { CodePurpose } from '../floor/sms-codes';
import { outboxSender } from './outbox';
import { webhookSender } from './webhook';

export interface SmsMessage {
  phone: string;
  purpose: CodePurpose;
  /** The text as the phone shows it, code included. */
  content: string;
}

export interface SmsSender {
  send(msg: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

export function smsSender(config: Config, db: Db): SmsSender {
  return config.SMS_ADAPTER === 'webhook' ? webhookSender(config.SMS_WEBHOOK_URL!) : outboxSender(db);
}

const PURPOSE_LABEL: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册',
  forget: '找回密码',
  finance: '金融服务申请',
};

export function smsContent(brand: string, purpose: SmsPurpose, code: string, minutes: number): string {
  return `【${brand}】您的${PURPOSE_LABEL[purpose]}验证码为 ${code}，${minutes} 分钟内有效。请勿将验证码告诉他人。`;
}
