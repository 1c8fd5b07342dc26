// Times the server writes in UTC (ISO 8601) shown in the browser's own time zone.

const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Rewrites every <time data-local-time datetime="..."> under root into local time, keeping the ISO value. */
export function showLocalTimes(root = document) {
  for (const el of root.querySelectorAll('time[data-local-time]')) {
    const at = new Date(el.getAttribute('datetime'));
    if (!Number.isNaN(at.getTime())) {
      el.textContent = FORMAT.format(at);
    }
  }
}

/** 3725 → "1:02:05", 63 → "1:03". */
export function clock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
