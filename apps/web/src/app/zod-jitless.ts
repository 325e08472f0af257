/**
 * zod compiles a fast parser for each object schema with `new Function` unless told not to, and before that probes
 * whether it may: a caught `new Function('')` when the first object schema is built. The page's CSP has no
 * 'unsafe-eval', so the probe is a `securitypolicyviolation` ("script-src eval") that Chrome lists as an issue
 * (Lighthouse best practices 96 on the car page). zod keeps its settings on `globalThis.__zod_globalConfig`, shared by
 * every copy of zod, and skips the probe under `jitless`; setting it here, the first import of the browser's entry,
 * covers every chunk that builds a schema later, with no zod in the entry. (`z.config({ jitless: true })` in the
 * client's schema chunk came too late: the contract modules a page imports directly, such as inspection.ts with the
 * car page's inspection report, build their schemas as soon as the page's chunks run.)
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
