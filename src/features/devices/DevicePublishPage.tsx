// /findDevices/publish (members only): publish a supply listing (出租) or a demand (求租) on the
// devicesPublish flow, or with ?id= (and kind=need for a demand) edit one of the company's own,
// started from its stored form; the company's own listings with 修改 and 下架 below. A visitor
// is sent to login and brought back here.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { needDraftOf, supplyDraftOf } from '../../../machines/devices-forms';
import type { DevicesPublishInput } from '../../../machines/devices-publish.machine';
import type { ListingKind } from '../../api/devices';
import { beijingDay } from '../../api/time';
import { useMemberGate } from '../../shared/auth-hooks';
import type { Loader } from '../../shared/query';
import { devicesRoutes } from '../../shared/sections/devices/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import classes from './common/devices.module.css';
import { myNeedQuery, mySupplyQuery, readId } from './common/queries';
import { MyListings } from './publish/MyListings';
import { PublishForm } from './publish/PublishForm';
import publish from './publish/publish.module.css';

const today = () => beijingDay(Date.now());

function EditListing({ kind, id }: { kind: ListingKind; id: number }) {
  const supply = useQuery({ ...mySupplyQuery(id), enabled: kind === 'supply' });
  const need = useQuery({ ...myNeedQuery(id), enabled: kind === 'need' });
  const q = kind === 'supply' ? supply : need;
  if (q.error)
    return (
      <p className={publish.note} data-tone="danger" role="alert">
        加载失败：{q.error.message}
      </p>
    );
  if (q.data === undefined) return <SkeletonRows rows={6} height={32} />;
  if (q.data === null)
    return (
      <NotFound
        title="该信息不存在或不属于本企业"
        back={{ href: devicesRoutes.devicePublish.href(), label: '返回发布设备信息' }}
      />
    );
  if (q.data.state === 'closed' || q.data.state === 'expired') {
    return (
      <p className={publish.note} data-tone="warn">
        该信息当前为「{q.data.stateName}」，不能再修改，请重新发布。
        <Link href={kind === 'supply' ? devicesRoutes.deviceCard.href({ id }) : devicesRoutes.deviceNeed.href({ id })}>
          查看信息
        </Link>
      </p>
    );
  }
  const input: DevicesPublishInput =
    kind === 'supply' && supply.data
      ? { kind, id, today: today(), supply: supplyDraftOf(supply.data) }
      : { kind, id, today: today(), need: need.data ? needDraftOf(need.data) : undefined };
  return <PublishForm key={`${kind}${id}`} input={input} />;
}

/** The server render as the session's member: ?id= of no listing, or of another company's, is a 404. */
export const memberCheck: Loader = async ({ client, search }) => {
  if (!search.has('id')) return;
  const id = readId(search);
  if (id === null) return { notFound: true };
  const found =
    search.get('kind') === 'need' ? client.fetchQuery(myNeedQuery(id)) : client.fetchQuery(mySupplyQuery(id));
  if ((await found.catch(() => undefined)) === null) return { notFound: true };
};

export default function DevicePublishPage() {
  const member = useMemberGate();
  const search = useSearch();
  const id = new URLSearchParams(search).has('id') ? readId(search) : null;
  const kind: ListingKind = new URLSearchParams(search).get('kind') === 'need' ? 'need' : 'supply';
  const [input] = useState<DevicesPublishInput>(() => ({ today: today() }));
  const editing = new URLSearchParams(search).has('id');
  const heading = useRef<HTMLHeadingElement>(null);
  // 修改 in the list below opens the form above: the focus (and the view) goes to its heading.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing, search]);
  return (
    <div className="page-column">
      <Breadcrumb
        trail={[{ label: '找设备', href: devicesRoutes.devices.href() }]}
        current={editing ? '修改设备信息' : '发布设备信息'}
      />
      <header className={classes.head}>
        <h1 ref={heading} tabIndex={-1}>
          {editing ? '修改设备信息' : '发布设备信息'}
        </h1>
      </header>
      {!member ? (
        <SkeletonRows rows={6} height={32} />
      ) : (
        <>
          {!editing ? (
            <PublishForm key="new" input={input} />
          ) : id === null ? (
            <NotFound
              title="该信息不存在或不属于本企业"
              back={{ href: devicesRoutes.devicePublish.href(), label: '返回发布设备信息' }}
            />
          ) : (
            <EditListing key={`${kind}${id}`} kind={kind} id={id} />
          )}
          <MyListings />
        </>
      )}
    </div>
  );
}
