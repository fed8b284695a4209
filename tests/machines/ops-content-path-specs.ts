// The content desk's editor flow as a path spec (issue 45): fields → preview (saved) → publish
// settings → published / scheduled, with each refusal and 返回.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { EMPTY_DRAFT, opsContentMachine } from '../../machines/ops-content.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message: string) => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

const banner = { ...EMPTY_DRAFT, title: '冬季防冻剂专场', group: '06', imageUrl: '/media/banner/06-1.webp' };
const row = {
  kind: 'banner',
  id: 12,
  title: banner.title,
  group: '06',
  status: 'scheduled',
  publishAt: '2026-12-01T00:00:00.000Z',
  withdrawAt: null,
  withdrawnAt: null,
  updatedAt: '2026-11-29T05:00:00.000Z',
};

const opsContent: PathSpec = {
  name: 'opsContent',
  machine: opsContentMachine,
  events: [
    { type: 'opsContent.start', kind: 'banner', id: 12, draft: banner },
    { type: 'opsContent.edit', patch: { title: '' } },
    { type: 'opsContent.preview' },
    { type: 'opsContent.schedule' },
    { type: 'opsContent.publish', publishAt: '2026-12-01T08:00:00+08:00', withdrawAt: '' },
    { type: 'opsContent.publish', publishAt: '2026-12-01T08:00:00+08:00', withdrawAt: '2026-11-30T08:00:00+08:00' },
    { type: 'opsContent.back' },
    done('save', { id: 12 }),
    failed('save', '请上传或填写图片'),
    done('publish', row),
    failed('publish', '撤下时间应晚于发布时间和当前时间'),
  ],
  // A start only from a resting state (not while a call is under way): the same graph otherwise.
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) => e.type !== 'opsContent.start' || !s.hasTag('busy'),
  context: () => null,
};

export const opsContentPathSpecs = { opsContent };
