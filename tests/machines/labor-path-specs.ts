// The graph of the labour publish flow with its samples: a new listing or one's own loaded for
// editing (found or missing, retried), a form refused by its schema or saved (published, held for
// review, refused by the server), and editing after a refusal.
import { laborPublishMachine, type LaborPublishContext } from '../../machines/labor-publish.machine';
import type { JobForm } from '../../src/api/labor-member';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

export const validJob: JobForm = {
  title: '南京江北安置房项目招钢筋工10名',
  trades: ['0601'],
  headcount: 10,
  wageMin: 380,
  wageMax: 420,
  wageUnit: '元/天',
  settlement: '月结',
  projectType: '住宅',
  startDate: '2026-12-01',
  durationDays: 120,
  provinceCode: '320000',
  cityCode: '320100',
  address: '南京市浦口区江浦街道',
  benefits: '包吃住',
  requirements: '',
  description: '',
  contactName: '王工',
  contactPhone: '13912345678',
  wageAccount: true,
};
const held = { id: 7, state: 'pending_review', stateName: '待审核', note: '招工信息含有收费字样，已转人工审核' };
const published = { id: 7, state: 'recruiting', stateName: '招工中', note: '' };

const laborPublish: PathSpec = {
  name: 'laborPublish',
  machine: laborPublishMachine,
  inputs: [{ kind: 'job' }, { kind: 'job', id: 7 }],
  events: [
    done('loadOwn', { state: 'recruiting', stateName: '招工中', note: '', form: { ...validJob, id: 7 } }),
    failed('loadOwn', '招工信息不存在或不是您发布的'),
    { type: 'laborPublish.retry' },
    { type: 'laborPublish.submit', form: validJob },
    { type: 'laborPublish.submit', form: { ...validJob, trades: [] } },
    { type: 'laborPublish.edit' },
    done('saveListing', published),
    done('saveListing', held),
    failed('saveListing', '请先完成企业认证（提交统一社会信用代码）后再发布招工'),
  ],
  context: (c: LaborPublishContext) => ({
    id: c.id,
    own: c.own !== null,
    errors: Object.keys(c.errors),
    error: c.error,
  }),
};

export const laborPathSpecs = { laborPublish };
