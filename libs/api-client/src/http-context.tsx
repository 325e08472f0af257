import { createContext, useContext, type ReactNode } from 'react';
import type { Http } from './http.js';

const HttpContext = createContext<Http | null>(null);

/** Provides the Http to components: the browser's default instance, or on the server the one made for this request. */
export function HttpProvider({ http, children }: { http: Http; children?: ReactNode }) {
  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

/** The Http of the nearest `HttpProvider`; throws when there is none. */
export function useHttp(): Http {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp() must be used inside <HttpProvider>');
  return http;
}
