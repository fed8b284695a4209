// /support/replay: a broken file or one from another version gets a clear message; a good file
// shows its timeline, replayed and compared, with step navigation by buttons and keys.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionRecording } from '../../src/devtools/recording';
import { recordSession } from '../machines/replay-session';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { renderApp } from './render';

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

let recording: SessionRecording;
beforeAll(async () => {
  recording = (await recordSession()).recording;
});
afterEach(() => vi.unstubAllGlobals());

const file = (content: unknown, name = 'session-20250102-130405.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

async function openPage() {
  fakeApi(siteRoutes());
  const user = userEvent.setup();
  renderApp(undefined, { path: '/support/replay' });
  const input = await screen.findByLabelText('选择会话记录文件', undefined, { timeout: 15_000 }); // first load transforms the page
  return { user, upload: (f: File) => user.upload(input, f) };
}

const position = () => screen.getByText(/^第 \d+ \/ \d+ 步$/).textContent;

describe('/support/replay', () => {
  it('says a broken or foreign file cannot be read, without crashing', async () => {
    const { upload } = await openPage();
    await upload(file('{"app":"portal","version":'));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件格式不正确，无法读取会话记录');
    await upload(file({ hello: 'world' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件格式不正确，无法读取会话记录');
    await upload(file({ ...recording, events: [{ seq: 0, path: 'nowhere' }] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件格式不正确，无法读取会话记录');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('refuses a recording from another app version, naming both versions', async () => {
    const { upload } = await openPage();
    await upload(file({ ...recording, version: '0.0.9' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `该记录来自版本 0.0.9，与当前版本 ${VERSION} 不一致，无法回放`,
    );
  });

  it('replays a good file and steps with the buttons, ←/→ and the timeline', async () => {
    const { user, upload } = await openPage();
    await upload(file(recording));
    const timeline = await screen.findByRole('listbox', { name: '事件时间线' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('每一步都与记录一致')).toBeInTheDocument();
    expect(within(timeline).getAllByRole('option')).toHaveLength(recording.events.length);
    expect(position()).toBe(`第 1 / ${recording.events.length} 步`);
    expect(screen.getByRole('button', { name: '← 上一步' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '下一步 →' }));
    expect(position()).toBe(`第 2 / ${recording.events.length} 步`);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(position()).toBe(`第 4 / ${recording.events.length} 步`);
    await user.keyboard('{ArrowLeft}');
    expect(position()).toBe(`第 3 / ${recording.events.length} 步`);
    expect(within(timeline).getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');

    timeline.focus();
    await user.keyboard('{End}');
    expect(position()).toBe(`第 ${recording.events.length} / ${recording.events.length} 步`);
    await user.keyboard('{Home}{ArrowDown}');
    expect(position()).toBe(`第 2 / ${recording.events.length} 步`);

    // The step where the nav panel opened: every actor's state, and what changed.
    const shown = recording.events.findIndex((e) => e.event.type === 'xstate.after.showDelay.navPanel.opening');
    await user.click(within(timeline).getAllByRole('option')[shown]);
    const detail = screen.getByRole('region', { name: '当前步骤' });
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent(
      'xstate.after.showDelay.navPanel.opening',
    );
    expect(within(detail).getByRole('status')).toHaveTextContent('回放结果与记录一致');
    const row = within(detail).getByRole('rowheader', { name: 'navPanel' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['shown', 'shown']);

    // Where the store was restored: the context change is listed.
    const restored = recording.events.findIndex((e) => e.event.type === 'store.restore');
    await user.click(within(timeline).getAllByRole('option')[restored]);
    expect(within(screen.getByRole('region', { name: '当前步骤' })).getByText('store.keyword')).toBeInTheDocument();
  });

  it('flags a step where the replay does not reach the recorded state', async () => {
    const tampered = structuredClone(recording);
    const i = tampered.events.findIndex((e) => e.states['root/navPanel']?.value === 'shown');
    tampered.events[i].states['root/navPanel'].value = 'closing';
    const { user, upload } = await openPage();
    await upload(file(tampered));
    expect(await screen.findByText('1 步不一致')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一个不一致' }));
    expect(position()).toBe(`第 ${i + 1} / ${tampered.events.length} 步`);
    const detail = screen.getByRole('region', { name: '当前步骤' });
    expect(within(detail).getByRole('status')).toHaveTextContent('回放结果与记录不一致');
    const row = within(detail).getByRole('rowheader', { name: 'navPanel' }).closest('tr')!;
    expect(row).toHaveTextContent('closing');
    expect(row).toHaveTextContent('shown');
  });

  it('loads a file dropped on the drop zone', async () => {
    await openPage();
    const zone = screen.getByTestId('recording-drop');
    fireEvent.drop(zone, { dataTransfer: { files: [file(recording)] } });
    expect(await screen.findByRole('listbox', { name: '事件时间线' })).toBeInTheDocument();
    expect(screen.getByText('当前文件：session-20250102-130405.json')).toBeInTheDocument();
  });
});
