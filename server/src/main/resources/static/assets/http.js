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

/**
 * Sends a request and answers the parsed JSON body (null for an empty one). `body`, when given,
 * is sent as JSON. Throws HttpError when the server refuses.
 */
export async function sendJson(method, url, body) {
  const headers = { Accept: 'application/json' };
  if (method !== 'GET' && method !== 'HEAD') {
    headers['X-XSRF-TOKEN'] = csrfToken();
  }
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) {
    throw new HttpError(response.status, json?.error ?? 'http_' + response.status, json?.message ?? response.statusText);
  }
  return json;
}
