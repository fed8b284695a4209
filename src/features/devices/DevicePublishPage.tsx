// /findDevices/publish (members only): publish a supply listing (出租) or a demand (求租), and
// the company's own listings with 下架. A visitor is sent to login and brought back here.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemberGate } from '../../shared/auth-hooks';
import { routes } from '../../shared/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { SkeletonRows } from '../../ui/DataState';
import classes from './common/devices.module.css';
import { mineQuery } from './common/queries';
import { MyListings } from './publish/MyListings';
import { NeedForm } from './publish/NeedForm';
import { SupplyForm } from './publish/SupplyForm';
import tabs from './publish/publish.module.css';

export default function DevicePublishPage() {
  const member = useMemberGate();
  const client = useQueryClient();
  const [kind, setKind] = useState<'supply' | 'need'>('supply');
  const refresh = () => void client.invalidateQueries({ queryKey: mineQuery(1).queryKey });
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '找设备', href: routes.devices.href() }]} current="发布设备信息" />
      <header className={classes.head}>
        <h1>发布设备信息</h1>
      </header>
      {!member ? (
        <SkeletonRows rows={6} height={32} />
      ) : (
        <>
          <div className={tabs.tabs} role="group" aria-label="发布类型">
            <button type="button" aria-pressed={kind === 'supply'} onClick={() => setKind('supply')}>
              发布出租
            </button>
            <button type="button" aria-pressed={kind === 'need'} onClick={() => setKind('need')}>
              发布求租
            </button>
          </div>
          {kind === 'supply' ? <SupplyForm onSaved={refresh} /> : <NeedForm onSaved={refresh} />}
          <MyListings />
        </>
      )}
    </div>
  );
}
