/** Global error handlers: uncaught errors and rejections are logged (never shown raw to the user). */
export interface ErrorLogger {
  error(msg: string, meta?: object): void;
}

const consoleLogger: ErrorLogger = { error: (m, meta) => console.error(m, meta) };

function describe(reason: unknown): { message: string; name?: string; stack?: string } {
  if (reason instanceof Error) return { message: reason.message, name: reason.name, stack: reason.stack };
  return { message: typeof reason === 'string' ? reason : JSON.stringify(reason) ?? String(reason) };
}

/** Installs `error` and `unhandledrejection` handlers on `target`; returns the function that removes them. */
export function installGlobalErrorHandlers(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, logger: ErrorLogger = consoleLogger): () => void {
  const onError = (e: Event) => {
    const ev = e as ErrorEvent;
    logger.error('Uncaught error', { ...describe(ev.error ?? ev.message), source: ev.filename, line: ev.lineno });
  };
  const onRejection = (e: Event) => {
    logger.error('Unhandled promise rejection', describe((e as PromiseRejectionEvent).reason));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
