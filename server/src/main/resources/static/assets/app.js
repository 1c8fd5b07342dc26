// The one module every page loads (the Content-Security-Policy allows no inline script).
// Progressive enhancement only: every page works without it.
import { showLocalTimes } from './local-time.js';

// Times are sent in UTC (ISO 8601) and shown in the reader's own zone, on every page.
showLocalTimes();

// A form with data-confirm asks before it is sent (disabling a person, for instance).
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm)) {
    event.preventDefault();
  }
});
