// ?inspect (or localStorage portal:inspect = '1') connects the root actor to the Stately inspector,
// resolved before the first render; without it the page renders at once with the recorder only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, createMachine, type InspectionEvent, type Observer } from 'xstate';
import { INSPECT_FLAG, inspectorRequested } from '../../src/devtools/inspector';
import { sessionRecorder } from '../../src/devtools/session-export';
import { startDevtools } from '../../src/devtools/start';

// What startDevtools installs on the page (the recorder's export shortcut and its saving on
// leave, the inspector's listeners) stays for the page's life, as in main.tsx; the next file in
// this worker is a new page, so each test takes them off again.
const installed: (() => void)[] = [];
function startDevtoolsOnce(render: Parameters<typeof startDevtools>[0]): Promise<void> {
  const spies = [window, document].map((target) => {
    const add = target.addEventListener.bind(target);
    return vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      installed.push(() => target.removeEventListener(type, listener, options));
      add(type, listener, options);
    });
  });
  const ready = startDevtools(render);
  const stop = () => spies.forEach((s) => s.mockRestore());
  ready.then(stop, stop);
  return ready;
}

afterEach(() => {
  for (const remove of installed.splice(0)) remove();
  vi.restoreAllMocks();
  localStorage.removeItem(INSPECT_FLAG);
  history.replaceState(null, '', '/');
});

describe('Stately inspector switch', () => {
  it('is on with ?inspect or the localStorage flag, off by default and with ?inspect=0', () => {
    expect(inspectorRequested('', null)).toBe(false);
    expect(inspectorRequested('?inspect', null)).toBe(true);
    expect(inspectorRequested('?a=1&inspect=', null)).toBe(true);
    expect(inspectorRequested('', '1')).toBe(true);
    expect(inspectorRequested('?inspect=0', '1')).toBe(false);
    expect(inspectorRequested('', '0')).toBe(false);
  });

  it('renders at once with the session recorder alone when off', async () => {
    const open = vi.spyOn(window, 'open');
    let observer: Observer<InspectionEvent> | undefined;
    const ready = startDevtoolsOnce((o) => {
      observer = o;
    });
    expect(observer).toBeDefined(); // before the recorder's own chunk is there
    expect(open).not.toHaveBeenCalled();

    // What the root does before the recorder arrives is recorded as it was once it takes over.
    const before = sessionRecorder.events().length;
    const actor = createActor(createMachine({ id: 'early', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }), {
      inspect: observer,
    }).start();
    actor.send({ type: 'go' });
    await ready;
    const events = sessionRecorder.events().slice(before);
    expect(events.map((e) => e.event.type)).toEqual(['xstate.init', 'go']);
    expect(events.map((e) => e.states.root.value)).toEqual(['a', 'b']);
    actor.stop();
  });

  it('with ?inspect, loads the inspector before rendering and passes one observer for both', async () => {
    history.replaceState(null, '', '/home?inspect');
    const open = vi.spyOn(window, 'open').mockReturnValue(null); // a pop-up blocker
    let observer: Observer<InspectionEvent> | undefined;
    const ready = startDevtoolsOnce((o) => {
      observer = o;
    });
    expect(observer).toBeUndefined(); // not before the inspector is there
    await waitFor(() => expect(observer).toBeDefined(), { timeout: 10_000 });
    await ready;
    expect(observer).not.toBe(sessionRecorder.inspect);
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');

    // The one observer feeds the recorder too.
    const before = sessionRecorder.events().length;
    const actor = createActor(createMachine({ id: 'probe', on: { ping: {} } }), { inspect: observer }).start();
    actor.send({ type: 'ping' });
    expect(sessionRecorder.events().length).toBeGreaterThan(before);
    actor.stop();

    // The blocked window gets a button that opens it from a click.
    const fake = { closed: false, postMessage: vi.fn() } as unknown as Window;
    open.mockReturnValue(fake);
    await userEvent.click(screen.getByRole('button', { name: '打开 Stately 检查器' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: '打开 Stately 检查器' })).not.toBeInTheDocument();
  });
});
