/** The bridge's message version (`v` of every message): raised only when a field changes or goes (docs/web-view-bridge.md). */
export const BRIDGE_VERSION = 1;
