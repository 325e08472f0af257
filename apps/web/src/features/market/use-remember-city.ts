import { useEffect } from 'react';
import { rememberCity } from './city';

/** A link with `?city=` remembers that city (after hydration: the cookie is the browser's). */
export function useRememberCity(cityFromUrl: string | undefined): void {
  useEffect(() => {
    if (cityFromUrl) rememberCity(cityFromUrl);
  }, [cityFromUrl]);
}
