// A click on a page flow's form before the flow runs (its chunk still loading) is kept and
// delivered, in order, once the flow runs.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { useFlowSend } from '../../src/shared/actor';

const fakeFlow = () => ({ send: vi.fn() }) as unknown as AnyActorRef & { send: ReturnType<typeof vi.fn> };

describe('useFlowSend', () => {
  it('keeps events sent before the flow runs and sends them in order once it does', () => {
    const { result, rerender } = renderHook(({ flow }) => useFlowSend(flow), {
      initialProps: { flow: undefined as AnyActorRef | undefined },
    });
    const send = result.current;
    act(() => {
      send({ type: 'login.setTab', tab: 'sms' });
      send({ type: 'login.submit', phone: '13800000001' });
    });
    const flow = fakeFlow();
    rerender({ flow });
    expect(flow.send.mock.calls.map(([e]) => e.type)).toEqual(['login.setTab', 'login.submit']);
    // Once running, events go straight through, and the sender stays the same function.
    act(() => result.current({ type: 'login.cancelChoice' }));
    expect(flow.send).toHaveBeenCalledTimes(3);
    expect(result.current).toBe(send);
  });

  it('sends nothing twice and nothing to a flow that was replaced', () => {
    const { result, rerender } = renderHook(({ flow }) => useFlowSend(flow), {
      initialProps: { flow: undefined as AnyActorRef | undefined },
    });
    act(() => result.current({ type: 'inquiryQuote.submit' }));
    const first = fakeFlow();
    rerender({ flow: first });
    const second = fakeFlow();
    rerender({ flow: second });
    act(() => result.current({ type: 'inquiryQuote.retry' }));
    expect(first.send.mock.calls.map(([e]) => e.type)).toEqual(['inquiryQuote.submit']);
    expect(second.send.mock.calls.map(([e]) => e.type)).toEqual(['inquiryQuote.retry']);
  });
});
