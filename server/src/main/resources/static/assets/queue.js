// The queue page (/work): claim, release and, for the operator, reassign, through the work API.
// The lists themselves are rendered by the server; after a change the page reloads them.
import { sendJson } from './http.js';
import { clock, showLocalTimes } from './local-time.js';

const status = document.getElementById('queue-status');

showLocalTimes();
for (const el of document.querySelectorAll('[data-duration]')) {
  el.textContent = clock(Number(el.dataset.seconds));
}

function say(message) {
  status.textContent = message;
}

document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-action]');
  if (!button) {
    return;
  }
  const id = button.dataset.item;
  button.disabled = true;
  try {
    if (button.dataset.action === 'claim') {
      say('Claiming…');
      await sendJson('POST', `/work/api/items/${encodeURIComponent(id)}/claim`);
      window.location.assign(`/work/items/${encodeURIComponent(id)}`);
    } else if (button.dataset.action === 'release') {
      say('Releasing…');
      await sendJson('POST', `/work/api/items/${encodeURIComponent(id)}/release`);
      window.location.reload();
    }
  } catch (e) {
    button.disabled = false;
    say(e.message);
  }
});

document.addEventListener('submit', async (event) => {
  const form = event.target.closest('form.reassign');
  if (!form) {
    return;
  }
  event.preventDefault();
  const to = form.elements.to.value.trim();
  try {
    await sendJson('POST', `/work/api/admin/items/${encodeURIComponent(form.dataset.item)}/reassign`, { to: to || null });
    window.location.reload();
  } catch (e) {
    say(e.message);
  }
});
