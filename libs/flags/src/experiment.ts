import { useEffect } from 'react';
import { useFlag, useFlagsStatus } from './react.js';

/** The A/B experiment (spec section 9). */
export const AA_TEST = 'aa_test_29_2025';
/** The toggle that decides the group: enabled → `test`, otherwise `control`. */
export const AA_TEST_FLAG = 'test';

export type ExperimentGroup = 'test' | 'control';

/**
 * The visitor's group, decided by the flag named `test`. Stable per visitor because Unleash evaluates the toggle's
 * rollout with stickiness on the context's `userId`/`sessionId`, and the client keeps `sessionId` persistent (see
 * `FlagsClientOptions.context`).
 */
export function experimentGroup(flags: { isEnabled(name: string): boolean }): ExperimentGroup {
  return flags.isEnabled(AA_TEST_FLAG) ? 'test' : 'control';
}

export interface ExperimentExposure {
  experiment: typeof AA_TEST;
  group: ExperimentGroup;
}

const reported = new Set<string>();

/**
 * The visitor's group of `aa_test_29_2025`; reports `{ experiment, group }` to `report` (the analytics adapter) once
 * per page load, as soon as the flags are ready (so the group comes from the server, not the default).
 */
export function useAaTest(report?: (exposure: ExperimentExposure) => void): ExperimentGroup {
  const enabled = useFlag(AA_TEST_FLAG);
  const { flagsReady } = useFlagsStatus();
  const group: ExperimentGroup = enabled ? 'test' : 'control';
  useEffect(() => {
    if (!flagsReady || !report || reported.has(AA_TEST)) return;
    reported.add(AA_TEST);
    report({ experiment: AA_TEST, group });
  }, [flagsReady, group, report]);
  return group;
}

/** Test helper. */
export function resetExperimentReportsForTests(): void {
  reported.clear();
}
