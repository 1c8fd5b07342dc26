// Calls to the web app's JSON endpoints (the work API) from a page's ES modules. Every write
// carries the CSRF token: Spring Security leaves it in the XSRF-TOKEN cookie, and it comes back in
// the X-XSRF-TOKEN header. Errors arrive as {"error": code, "message": text} with a real status.

/** The CSRF token of this browser, from its cookie ('' when there is none yet). */
export function csrfToken() {
  const entry = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
  return entry ? decodeURIComponent(entry.substring('XSRF-TOKEN='.length)) : '';
}

/** A failed call: the status and the server's {error, message}. */
export class HttpError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A browser keeps at most 64 KB of keepalive requests in flight; a longer body goes as a plain request. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Sends a request and answers the parsed JSON body (null for an empty one). `body`, when given,
 * is sent as JSON. Throws HttpError when the server refuses. With `keepalive`, the request
 * outlives the page (a save as the tab closes), when its body is small enough to be allowed to.
 */
export async function sendJson(method, url, body, { keepalive = false } = {}) {
  const headers = { Accept: 'application/json' };
  if (method !== 'GET' && method !== 'HEAD') {
    headers['X-XSRF-TOKEN'] = csrfToken();
  }
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const response = await fetch(url, {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    keepalive: keepalive && new Blob([payload ?? '']).size <= KEEPALIVE_MAX_BYTES,
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) {
    throw new HttpError(response.status, json?.error ?? 'http_' + response.status, json?.message ?? response.statusText);
  }
  return json;
}
