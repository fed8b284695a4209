// The graph of the equipment publish flow with the samples its path tests need: both kinds,
// blank and filled, a new listing and an edit, saved (published or held by the review desk) or
// refused (on a field or on the whole form).
import type { AnyMachineSnapshot } from 'xstate';
import { devicesPublishMachine, type DevicesPublishContext } from '../../machines/devices-publish.machine';
import { blankSupply } from '../../machines/devices-forms';
import { filledNeed, filledSupply, TODAY } from './devices-fixtures';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message: string) => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

const devicesPublish: PathSpec = {
  name: 'devicesPublish',
  machine: devicesPublishMachine,
  inputs: [
    { today: TODAY },
    { today: TODAY, kind: 'supply', id: 41, supply: { ...blankSupply(TODAY), ...filledSupply } },
  ],
  events: [
    { type: 'devicesPublish.kind', kind: 'need' },
    { type: 'devicesPublish.kind', kind: 'supply' },
    { type: 'devicesPublish.supply', patch: filledSupply },
    { type: 'devicesPublish.need', patch: filledNeed },
    { type: 'devicesPublish.submit' },
    done('saveListing', { id: 41, state: 'published', stateName: '可出租', reviewNote: '' }),
    done('saveListing', {
      id: 41,
      state: 'pending_review',
      stateName: '待审核',
      reviewNote: '标题、地址和说明中不得填写手机号',
    }),
    failed('saveListing', '参数错误：cityCode 城市不属于所选省份'),
    failed('saveListing', '每家企业最多同时发布 100 条出租信息'),
  ],
  context: (c: DevicesPublishContext) => ({
    kind: c.kind,
    id: c.id,
    supply: c.supply.title !== '',
    need: c.need.title !== '',
    errors: Object.keys(c.errors),
    error: c.error,
    saved: c.saved?.state ?? null,
  }),
  simpleState: (s: AnyMachineSnapshot) => ({ value: s.value, kind: (s.context as DevicesPublishContext).kind }),
};

export const devicesPathSpecs = { devicesPublish };
