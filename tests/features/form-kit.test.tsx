// The form kit's groups and its form for a flow that refuses with one message (src/ui/form): a
// choice group is one labelled group of radios, a check group stops at its most, and useFlowForm
// puts the flow's own message at the field it names, focuses it and announces it, while a message
// it does not know stays off the fields.
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, TextInput } from '@mantine/core';
import { CheckGroup, ChoiceGroup, FormAnnouncer, useFlowForm } from '../../src/ui/form';
import { theme } from '../../src/app/theme';

const wrap = (ui: ReactElement) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

function Groups() {
  const [mode, setMode] = useState<'open' | 'sealed'>('open');
  const [cats, setCats] = useState<string[]>([]);
  return (
    <>
      <ChoiceGroup
        label="报价方式"
        path="quoteMode"
        options={[
          { value: 'open', label: '公开比价' },
          { value: 'sealed', label: '密封报价' },
        ]}
        value={mode}
        onChange={setMode}
      />
      <CheckGroup
        label="主营品类"
        path="categories"
        error={cats.length === 0 ? '请至少选择一个品类' : undefined}
        most={2}
        options={['钢材', '水泥', '木材'].map((c) => ({ value: c, label: c }))}
        value={cats}
        onChange={setCats}
      />
    </>
  );
}

describe('choice groups', () => {
  it('labels each group, picks one radio, and stops the checkboxes at their most', async () => {
    const user = userEvent.setup();
    wrap(<Groups />);
    const modes = screen.getByRole('group', { name: '报价方式' });
    await user.click(within(modes).getByRole('radio', { name: '密封报价' }));
    expect(within(modes).getByRole('radio', { name: '密封报价' })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: '公开比价' })).not.toBeChecked();

    const cats = screen.getByRole('group', { name: '主营品类' });
    expect(cats).toHaveAccessibleDescription('请至少选择一个品类');
    await user.click(within(cats).getByRole('checkbox', { name: '钢材' }));
    await user.click(within(cats).getByRole('checkbox', { name: '木材' }));
    expect(within(cats).getByRole('checkbox', { name: '水泥' })).toBeDisabled();
    await user.click(within(cats).getByRole('checkbox', { name: '钢材' }));
    expect(within(cats).getByRole('checkbox', { name: '水泥' })).toBeEnabled();
    expect(cats).not.toHaveAccessibleDescription();
  });
});

/** A form whose "flow" refuses an empty price with its own message, anything else with the server's. */
function PriceForm({ refuse }: { refuse: (price: string) => string }) {
  const [error, setError] = useState('');
  const { field, root, onSubmit, announcement } = useFlowForm({
    initial: { remark: '', price: '' },
    error,
    paths: { 请填写报价: 'price' },
    send: (v) => setError(refuse(v.price)),
    onEdit: () => setError(''),
  });
  return (
    <form ref={root} onSubmit={onSubmit} noValidate aria-label="报价">
      <TextInput label="备注" {...field('remark')} />
      <TextInput label="报价" required {...field('price')} />
      {error && !field.errorOf('price') && <p role="alert">{error}</p>}
      <FormAnnouncer text={announcement} />
      <button type="submit">提交</button>
    </form>
  );
}

describe('useFlowForm', () => {
  it('puts the flow’s own message at its field with the focus, and leaves the server’s to the form', async () => {
    const user = userEvent.setup();
    wrap(<PriceForm refuse={(p) => (p ? '该招标已截止' : '请填写报价')} />);
    const price = screen.getByRole('textbox', { name: '报价' });
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('请填写报价');
    expect(screen.getByRole('status')).toHaveTextContent('有 1 项需要修改：请填写报价');

    await user.type(price, '120');
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('该招标已截止');
    expect(price).not.toHaveAttribute('aria-invalid');
  });
});
