/** The web push feature's public entry: the opt-in, the demo outbox, and the hook behind them. */
export { PushOptIn } from './PushOptIn';
export { PushOutbox } from './PushOutbox';
export { usePushSubscription, type PushControl } from './usePushSubscription';
export type { PushState } from './push-client';
