import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { GatewayReplyError } from './gateway.ts';

/**
 * CCAvenue's encryption of requests and replies: AES-128-CBC (PKCS#7 padding) with the key MD5(working key),
 * 16 raw bytes, and the fixed IV 00 01 02 ... 0f; ciphertext as lower-case hex. There is no MAC: a tampered
 * reply is caught by its padding, and by the text check below, never for certain. The amounts are checked
 * again against the status API for that reason.
 */
const ALGORITHM = 'aes-128-cbc';
const IV = Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
const BLOCK_HEX_LENGTH = 32;

function keyOf(workingKey: string): Buffer {
  return createHash('md5').update(workingKey, 'utf8').digest();
}

/** Encrypts `plainText` (UTF-8) with the working key: lower-case hex. */
export function encrypt(plainText: string, workingKey: string): string {
  const cipher = createCipheriv(ALGORITHM, keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('hex');
}

/**
 * Control characters other than tab and line breaks never occur in CCAvenue's texts; a block decrypted with
 * the wrong key, or after one changed digit, almost surely holds some (or bytes that are not UTF-8).
 */
export function hasControlCharacter(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Decrypts CCAvenue hex (either case) with the working key. Throws `GatewayReplyError` when the text is not hex,
 * not whole blocks, does not unpad (wrong key or changed), or decrypts to something other than text.
 */
export function decrypt(hex: string, workingKey: string): string {
  const text = hex.trim();
  if (text === '') throw new GatewayReplyError('The encrypted text is empty');
  if (!/^[0-9a-fA-F]+$/.test(text)) throw new GatewayReplyError('The encrypted text is not hexadecimal');
  if (text.length % BLOCK_HEX_LENGTH !== 0) {
    throw new GatewayReplyError(
      `The encrypted text is ${text.length} hex digits long, not a whole number of 16-byte blocks`,
    );
  }
  let bytes: Buffer;
  try {
    const decipher = createDecipheriv(ALGORITHM, keyOf(workingKey), IV);
    bytes = Buffer.concat([decipher.update(Buffer.from(text, 'hex')), decipher.final()]);
  } catch {
    throw new GatewayReplyError('The encrypted text does not decrypt with our working key (bad padding)');
  }
  let plainText: string;
  try {
    plainText = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new GatewayReplyError('The encrypted text does not decrypt to text with our working key');
  }
  if (hasControlCharacter(plainText)) {
    throw new GatewayReplyError('The encrypted text does not decrypt to text with our working key');
  }
  return plainText;
}
