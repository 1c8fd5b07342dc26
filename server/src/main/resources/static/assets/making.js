// The page shown while a job's media flavour is being made (/jobs/{id}/media/{flavour}/making): asks
// the download route every few seconds without following its redirect; once it answers with the file
// (or with why it cannot be made) instead of sending the browser back here, the browser goes there.
const main = document.querySelector('main[data-download]');
const status = document.getElementById('making-status');
const EVERY_MS = 4000;

async function ask() {
  try {
    const answer = await fetch(main.dataset.download, { method: 'HEAD', redirect: 'manual', credentials: 'same-origin' });
    if (answer.type !== 'opaqueredirect') {
      // Made (the download starts), or it could not be made: the route's own page then says why.
      status.textContent = answer.ok ? 'Ready: the download starts.' : 'It could not be made; the next page says why.';
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
