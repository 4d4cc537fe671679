/**
 * Request signing of the indexing API (indexing-events-api.md 5.1). Node only: the
 * private key must never reach a browser.
 *
 * String to sign: method, Content-Type exactly as sent, Date exactly as sent (HTTP-date,
 * GMT) and the path without query string, joined by line feeds; HMAC-SHA256 keyed by
 * the private key; Base64 without line breaks; header `ApiAuth <public>:<signature>`.
 */
import { createHmac } from 'node:crypto';

export const DEFAULT_CONTENT_TYPE = 'application/json; charset=utf-8';

export function stringToSign(method: string, contentType: string, date: string, path: string): string {
  return [method.toUpperCase(), contentType, date, path.split('?')[0]].join('\n');
}

export function signature(privateKey: string, method: string, contentType: string, date: string, path: string): string {
  return createHmac('sha256', privateKey).update(stringToSign(method, contentType, date, path)).digest('base64');
}

export interface SignedHeaders {
  'Content-Type': string;
  Date: string;
  Authorization: string;
}

/** The three headers of a signed request. `date` defaults to now. */
export function signedHeaders(keys: { publicKey: string; privateKey: string }, method: string, path: string, contentType = DEFAULT_CONTENT_TYPE, date = new Date().toUTCString()): SignedHeaders {
  return {
    'Content-Type': contentType,
    Date: date,
    Authorization: `ApiAuth ${keys.publicKey}:${signature(keys.privateKey, method, contentType, date, path)}`,
  };
}
