/** Types of tools/first-js.mjs (the one first-JS measurement: the web-view build's budget check and `npm run bench`). */
export declare const WEB_VIEW_BUDGET_BYTES: number;
export interface FirstJs {
  files: string[];
  raw: number;
  gzip: number;
}
export interface ScreenFirstJs extends FirstJs {
  screen: string;
}
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}
export declare function sizeOf(bytes: string | Uint8Array): { raw: number; gzip: number };
export declare function measure(files: ReadonlyArray<{ file: string; bytes: string | Uint8Array }>): FirstJs;
export declare function scriptsOfHtml(html: string): string[];
export declare function measurePage(url: string, fetchImpl?: typeof fetch): Promise<FirstJs>;
export declare function screenFiles(chunks: readonly ChunkInfo[]): Array<{ screen: string; files: string[] }>;
export declare function measureScreens(
  lists: ReadonlyArray<{ screen: string; files: readonly string[] }>,
  read: (file: string) => string | Uint8Array,
): ScreenFirstJs[];
export declare function describe(figure: FirstJs): string;
