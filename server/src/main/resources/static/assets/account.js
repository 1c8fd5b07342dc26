// The account pages: times in the browser's zone, and the new API key's copy button (shown only
// where the clipboard can be written; the key can always be selected and copied by hand).
import { showLocalTimes } from './local-time.js';

showLocalTimes();

// A refused form comes back with its message far down the page (below a list): bring it to the
// reader, as a screen reader does not announce an alert that was there when the page loaded.
document.querySelector('[data-focus-on-load]')?.focus();

for (const button of document.querySelectorAll('button[data-copy]')) {
  const field = document.getElementById(button.dataset.copy);
  const status = button.parentElement.querySelector('.copy-status');
  if (!field || !navigator.clipboard) {
    continue;
  }
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      status.textContent = 'Copied.';
    } catch {
      field.select();
      status.textContent = 'Copying was not allowed: the key is selected, press Ctrl+C.';
    }
  });
}
