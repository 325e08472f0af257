import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A VAPID key pair (RFC 8292): the P-256 public key uncompressed (65 bytes) and the private scalar (32 bytes), base64url. */
export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidPair {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey() drops leading zero bytes (one key in 256 comes out 31 bytes long); VAPID wants the 32-byte scalar
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** Whether the pair is a valid P-256 key pair whose public key belongs to the private one. */
export function isVapidPair(p: VapidPair): boolean {
  try {
    const priv = Buffer.from(p.privateKey, 'base64url');
    const pub = Buffer.from(p.publicKey, 'base64url');
    if (priv.length !== 32 || pub.length !== 65 || pub[0] !== 4) return false;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    return ecdh.getPublicKey().equals(pub);
  } catch {
    return false;
  }
}

/**
 * The development provider's key pair when none is given: generated once and kept next to the data folder (never
 * committed: `data/` is ignored), so a browser's subscription stays valid across restarts.
 */
export function persistedVapidKeys(file: string): VapidPair {
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as VapidPair;
      if (isVapidPair(kept)) return kept;
    } catch {
      // a broken file is replaced below
    }
  }
  const pair = generateVapidKeys();
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(pair)}\n`, { mode: 0o600 });
  } catch {
    // a read-only folder: this process keeps the pair in memory
  }
  return pair;
}
