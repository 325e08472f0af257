import { useEffect, useState, type ReactNode } from 'react';
import {
  FlagProvider,
  useFlag as useUnleashFlag,
  useFlagsStatus as useUnleashFlagsStatus,
  useUnleashClient,
  useVariant as useUnleashVariant,
} from '@unleash/proxy-client-react';
import type { IToggle, IVariant } from 'unleash-proxy-client';
import type { FlagsClient } from './client.js';
import { getOverrides, subscribeOverrides } from './overrides.js';

/**
 * Provides the flags client to the tree (the React bindings' `FlagProvider`, which works with React 19). The client
 * is started in an effect (browser only) and stopped on unmount; on the server it is only read (bootstrap toggles).
 */
export function FlagsProvider({ client, children, startClient = true }: { client: FlagsClient; children?: ReactNode; startClient?: boolean }) {
  return (
    // `config` only tells the bindings that bootstrap toggles make the flags ready on the first (server) render.
    <FlagProvider unleashClient={client} config={client.config} startClient={startClient}>
      {children}
    </FlagProvider>
  );
}

/** Whether toggle `name` is on (server state, or this browser's override). Re-renders on `update`. */
export function useFlag(name: string): boolean {
  return useUnleashFlag(name);
}

/** The toggle's variant (`{ name: 'disabled', enabled: false }` when unknown). */
export function useVariant(name: string): IVariant {
  return useUnleashVariant(name) as IVariant;
}

/** `{ flagsReady, flagsError }`: ready after the first answer (or bootstrap); error from the last failed poll. */
export function useFlagsStatus(): { flagsReady: boolean; flagsError: unknown } {
  return useUnleashFlagsStatus();
}

/** The client of the nearest `FlagsProvider`. */
export function useFlagsClient(): FlagsClient {
  return useUnleashClient() as FlagsClient;
}

export interface FlagRow extends IToggle {
  /** What the server says. */
  serverEnabled: boolean;
  /** This browser's override, or `null`. */
  override: boolean | null;
}

function rows(client: FlagsClient): FlagRow[] {
  const overrides = getOverrides();
  const server = client.getServerToggles();
  const list: FlagRow[] = server.map((t) => {
    const o = overrides[t.name];
    return { ...t, enabled: o ?? t.enabled, serverEnabled: t.enabled, override: o ?? null };
  });
  for (const [name, o] of Object.entries(overrides)) {
    if (!server.some((t) => t.name === name)) {
      list.push({ name, enabled: o, serverEnabled: false, override: o, impressionData: false, variant: { name: 'disabled', enabled: false } });
    }
  }
  return list.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every toggle with its state, variant and local override, for the /featureFlags page. Filled after mount (overrides
 * live in this browser only, so the server renders an empty list).
 */
export function useFlagList(): FlagRow[] {
  const client = useFlagsClient();
  const [list, setList] = useState<FlagRow[]>([]);
  useEffect(() => {
    const refresh = () => setList(rows(client));
    refresh();
    client.on('update', refresh);
    client.on('ready', refresh);
    const off = subscribeOverrides(refresh);
    return () => {
      client.off('update', refresh);
      client.off('ready', refresh);
      off();
    };
  }, [client]);
  return list;
}
