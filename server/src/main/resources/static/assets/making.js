// The page shown while a job's media flavour is being made (/jobs/{id}/media/{flavour}/making): asks
// the download route every few seconds without following its redirect; once it answers with the file
// instead of sending the browser back here, the download starts and the page says so.
const main = document.querySelector('main[data-download]');
const status = document.getElementById('making-status');
const EVERY_MS = 4000;

async function ask() {
  try {
    const answer = await fetch(main.dataset.download, { method: 'HEAD', redirect: 'manual', credentials: 'same-origin' });
    if (answer.type !== 'opaqueredirect' && answer.ok) {
      status.textContent = 'Ready: the download starts.';
      window.location.href = main.dataset.download;
      return;
    }
  } catch {
    // a network hiccup: ask again below
  }
  setTimeout(ask, EVERY_MS);
}

if (main) {
  setTimeout(ask, EVERY_MS);
}
