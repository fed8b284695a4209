// The member's delivery addresses on the cart page: pick one for this order (the default is
// picked first), set the default, edit, delete, or add one with the shared address form. Each
// change is a mutation; a done change marks the address list stale, which loads it again.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { notify } from '../../client/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressBook, type Address } from '../../api/address';
import { call } from '../../client/http';
import { callQuery, transportOf } from '../../shared/query';
import { AddressForm, type AddressValues } from '../../ui/AddressForm';
import { useConfirm } from '../../ui/ConfirmDialog';
import { ChoiceGroup } from '../../ui/form';
import { notifyUndo } from '../../ui/undo';
import { DataState, SkeletonRows, type QueryState } from '../../ui/DataState';
import classes from './cart.module.css';

export const addressQuery = callQuery(addressBook.list, {});

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

const toValues = (a: Address): AddressValues => ({
  id: a.id,
  consignee: a.consignee,
  phone: a.phone,
  provinceCode: a.provinceCode,
  cityCode: a.cityCode,
  districtCode: a.districtCode,
  detail: a.detail,
  isDefault: a.isDefault,
});

interface Props {
  list: QueryState<Address[]>;
  chosen: number | null;
  onChoose: (id: number | null) => void;
}

/** The address picked for the order: the chosen one, else the default, else the first. */
export const pickAddress = (addresses: Address[], chosen: number | null) =>
  addresses.find((a) => a.id === chosen) ?? addresses.find((a) => a.isDefault) ?? addresses[0];

/** An address's 设为默认, 编辑 and 删除. */
function AddressOps({
  a,
  onDefault,
  onEdit,
  onRemove,
}: {
  a: Address;
  onDefault: (a: Address) => void;
  onEdit: () => void;
  onRemove: (a: Address) => void;
}) {
  return (
    <div className={classes.addressOps}>
      {!a.isDefault && (
        <button type="button" className={classes.link} onClick={() => onDefault(a)}>
          设为默认
        </button>
      )}
      <button type="button" className={classes.link} onClick={onEdit} aria-label={`编辑 ${a.consignee} 的地址`}>
        编辑
      </button>
      <button
        type="button"
        className={classes.link}
        onClick={() => onRemove(a)}
        aria-label={`删除 ${a.consignee} 的地址`}
      >
        删除
      </button>
    </div>
  );
}

export function AddressBook({ list, chosen, onChoose }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirm();
  const addresses = list.data ?? [];
  const picked = pickAddress(addresses, chosen);

  const client = useQueryClient();
  const http = transportOf(client);
  // call() shows a failed change's message; the form keeps what was typed
  const change = useMutation({
    mutationFn: (run: () => Promise<{ message: string }>) => run(),
    onSuccess: ({ message }) => {
      notify({ color: 'green', message, autoClose: 2000 });
      return client.invalidateQueries({ queryKey: addressQuery.queryKey });
    },
  });
  const save = (values: AddressValues) =>
    change.mutateAsync(async () => {
      const saved = await call(addressBook.save, values, { http });
      setEditing(null);
      onChoose(saved.id);
      return { message: values.id ? '收货地址已更新' : '收货地址已新增' };
    });
  // Asked first; 撤销 saves the same address again (as a new one).
  const remove = (a: Address) =>
    confirm.ask({
      title: '删除收货地址',
      message: `确定删除 ${a.consignee} 的收货地址「${a.fullAddress}」吗？`,
      confirmLabel: '删除',
      danger: true,
      onConfirm: () =>
        void call(addressBook.delete, { id: a.id }, { http }).then(
          () => {
            if (chosen === a.id) onChoose(null);
            void client.invalidateQueries({ queryKey: addressQuery.queryKey });
            notifyUndo(
              '收货地址已删除',
              () =>
                void change
                  .mutateAsync(() =>
                    call(addressBook.save, { ...toValues(a), id: undefined }, { http }).then(() => ({
                      message: '收货地址已恢复',
                    })),
                  )
                  .catch(() => {}),
            );
          },
          () => {},
        ),
    });
  const setDefault = (a: Address) =>
    void change
      .mutateAsync(() =>
        call(addressBook.setDefault, { id: a.id }, { http }).then(() => ({ message: '已设为默认地址' })),
      )
      .catch(() => {});

  return (
    <section className={classes.addresses} aria-labelledby="address-title">
      <header className={classes.blockHead}>
        <h2 id="address-title">收货地址</h2>
        {editing === null && (
          <Button size="xs" variant="light" onClick={() => setEditing({ kind: 'new' })}>
            新增收货地址
          </Button>
        )}
      </header>
      {editing && (
        <div className={classes.formPanel}>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            initial={editing.kind === 'edit' ? toValues(editing.address) : { isDefault: addresses.length === 0 }}
            submitLabel={editing.kind === 'edit' ? '保存修改' : '保存地址'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      <DataState
        state={list}
        skeleton={<SkeletonRows rows={2} height={64} />}
        isEmpty={(items) => items.length === 0 && editing === null}
        emptyText="暂无收货地址，请新增"
      >
        {(items) => (
          <ChoiceGroup
            label={<span className="visually-hidden">选择收货地址</span>}
            path="addressId"
            classNames={{ list: classes.addressList, item: classes.address, option: classes.addressPick }}
            value={picked?.id ?? 0}
            onChange={onChoose}
            options={items.map((a) => ({
              value: a.id,
              label: (
                <span>
                  <strong>{a.consignee}</strong> {a.phone}
                  {a.isDefault && <span className={classes.defaultTag}>默认</span>}
                  <br />
                  <small>{a.fullAddress}</small>
                </span>
              ),
              aside: (
                <AddressOps
                  a={a}
                  onDefault={setDefault}
                  onEdit={() => setEditing({ kind: 'edit', address: a })}
                  onRemove={remove}
                />
              ),
            }))}
          />
        )}
      </DataState>
      {confirm.dialog}
    </section>
  );
}
