import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../shared/testing';
import { NPS_SESSION_KEY, NPS_STORAGE_KEY } from './nps-rule';
import { NpsPrompt } from './NpsPrompt';

const uuid = '3b0f6a1e-6a53-4c1e-9b9e-0c7d8f2a1b33';
const stored = () => JSON.parse(localStorage.getItem(NPS_STORAGE_KEY) ?? 'null') as { showOnDate: string | null; firstShown: string | null };

describe('the NPS question (issue 23 item 7)', () => {
  beforeEach(() => {
    // A returning visitor, due for the question.
    localStorage.setItem(NPS_STORAGE_KEY, JSON.stringify({ visitsCount: 5, firstShown: null, showOnDate: null, uuid }));
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('never interrupts a task (posting, sign-in, payment, chat) and stays due for a later page', async () => {
    const view = await renderScreen(() => <NpsPrompt />, { task: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('nps-prompt')).toBeNull();
    expect(stored().firstShown).toBeNull();
    view.unmount();
  });

  it('is asked once: after a reload it does not come back', async () => {
    const first = await renderScreen(() => <NpsPrompt />);
    expect(await screen.findByTestId('nps-prompt')).toBeTruthy();
    expect(Date.parse(stored().showOnDate ?? '')).toBeGreaterThan(Date.now());
    first.unmount();

    expect(sessionStorage.getItem(NPS_SESSION_KEY)).toBe('1'); // the same visit
    await renderScreen(() => <NpsPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('nps-prompt')).toBeNull();
  });
});
