export {
  createFlagsClient,
  FlagsClient,
  FLAG_REFRESH_INTERVAL_S,
  FLAG_METRICS_INTERVAL_S,
  type FlagsClientOptions,
  type IToggle,
  type IVariant,
  type IMutableContext,
} from './client.js';
export {
  FLAG_OVERRIDES_KEY,
  getOverrides,
  setOverride,
  clearOverrides,
  subscribeOverrides,
  applyOverrides,
  type FlagOverrides,
} from './overrides.js';
export { FlagsProvider, useFlag, useVariant, useFlagsStatus, useFlagsClient, useFlagList, type FlagRow } from './react.js';
export {
  AA_TEST,
  AA_TEST_FLAG,
  experimentGroup,
  useAaTest,
  resetExperimentReportsForTests,
  type ExperimentGroup,
  type ExperimentExposure,
} from './experiment.js';
