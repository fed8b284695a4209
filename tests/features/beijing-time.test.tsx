// Dates show and group in Beijing time, whatever the clock's zone: at 23:30 UTC on 30 November it
// is 07:30 on 1 December in Beijing, so the opening calendar opens on December with the 1st
// chosen, and an instant of that moment shows as 12-01 07:30.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { tender } from '../../src/api/tender';
import { App } from '../../src/app/App';
import { formatDay, formatTime } from '../../src/ui/date';
import { fakeMemberApi, memberRoutes, resetBrowser } from './auth-render';
import { renderApp } from './render';
import { calendar, tenderRoutes } from './tender-api';

const LATE_UTC = Date.UTC(2026, 10, 30, 23, 30); // 2026-11-30T23:30Z = 2026-12-01 07:30 Beijing

beforeEach(() => {
  resetBrowser();
  vi.useFakeTimers({ toFake: ['Date'], now: LATE_UTC });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetBrowser();
});

describe('Beijing time on the client', { timeout: 30000 }, () => {
  it('shows an instant as its Beijing day and time', () => {
    const instant = new Date(LATE_UTC).toISOString();
    expect(formatDay(instant)).toBe('2026-12-01');
    expect(formatTime(instant)).toBe('2026-12-01 07:30');
    // a value without a zone is a Beijing wall-clock value already
    expect(formatDay('2026-11-30 23:30:00')).toBe('2026-11-30');
  });

  it('opens the calendar on the Beijing month with the Beijing day chosen', async () => {
    const api = fakeMemberApi({ ...memberRoutes(), ...tenderRoutes(), [tender.calendar.path]: calendar('2026-12') });
    renderApp(<App />, { path: '/preferentialInquiry/tenderCalendar' });
    const today = await screen.findByRole('button', { name: '12月1日，无开标' });
    expect(today.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(api.bodies(tender.calendar.path).at(-1)).toMatchObject({ month: '2026-12' });
  });
});
