import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

export interface StaticFile {
  absPath: string;
  size: number;
  ext: string;
  /** Pre-compressed siblings written by the build (`.br`, `.gz`). */
  br: boolean;
  gz: boolean;
  etag: string;
}

/**
 * Serves the files of one directory. The file list is read once at start (a production build does
 * not change under a running server), so a lookup is a Map hit and never touches paths outside `dir`.
 */
export class StaticDir {
  private readonly files = new Map<string, StaticFile>();

  constructor(
    readonly dir: string,
    private readonly urlPrefix = '/',
  ) {
    if (fs.existsSync(dir)) this.scan(dir);
  }

  private scan(current: string): void {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const abs = path.join(current, entry.name);
      if (entry.isDirectory()) {
        this.scan(abs);
        continue;
      }
      const ext = path.extname(entry.name);
      if (ext === '.br' || ext === '.gz') continue;
      const rel = path.relative(this.dir, abs).split(path.sep).join('/');
      const stat = fs.statSync(abs);
      this.files.set(this.urlPrefix + rel, {
        absPath: abs,
        size: stat.size,
        ext,
        br: fs.existsSync(`${abs}.br`),
        gz: fs.existsSync(`${abs}.gz`),
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      });
    }
  }

  lookup(pathname: string): StaticFile | undefined {
    return this.files.get(pathname);
  }

  serve(
    req: IncomingMessage,
    res: ServerResponse,
    file: StaticFile,
    headers: Record<string, string>,
  ): void {
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    let filePath = file.absPath;
    let encoding: string | undefined;
    if (COMPRESSIBLE.has(file.ext)) {
      if (file.br && /\bbr\b/.test(acceptEncoding)) {
        filePath += '.br';
        encoding = 'br';
      } else if (file.gz && /\bgzip\b/.test(acceptEncoding)) {
        filePath += '.gz';
        encoding = 'gzip';
      }
    }
    const outHeaders: Record<string, string> = {
      ...headers,
      'content-type': MIME[file.ext] ?? 'application/octet-stream',
      etag: file.etag,
    };
    if (COMPRESSIBLE.has(file.ext)) outHeaders['vary'] = 'Accept-Encoding';
    if (encoding) outHeaders['content-encoding'] = encoding;
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, outHeaders);
      res.end();
      return;
    }
    const size = encoding ? fs.statSync(filePath).size : file.size;
    outHeaders['content-length'] = String(size);
    res.writeHead(200, outHeaders);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(filePath).pipe(res);
  }
}
