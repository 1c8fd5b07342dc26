// The job list: rows of running jobs ask for their status and progress every few seconds until
// they are done, so a person watching the list sees work move without reloading. The page works
// without this module (a reload shows the same).
import { sendJson } from './http.js';
import { showLocalTimes } from './local-time.js';

const EVERY_MS = 5000;
const table = document.querySelector('.jobs-table');
const live = document.getElementById('jobs-live');

showLocalTimes();

function runningRows() {
  return table ? [...table.querySelectorAll('tr[data-running="true"]')] : [];
}

async function refresh() {
  const rows = runningRows();
  if (rows.length === 0) {
    return;
  }
  const query = rows.map((row) => 'id=' + encodeURIComponent(row.dataset.job)).join('&');
  try {
    const states = await sendJson('GET', table.dataset.progressUrl + '?' + query);
    for (const state of states) {
      const row = table.querySelector(`tr[data-job="${CSS.escape(state.id)}"]`);
      if (!row) {
        continue;
      }
      const status = row.querySelector('.job-status');
      if (status.textContent !== state.status && live) {
        live.textContent = `${row.querySelector('a').textContent}: ${state.status}`;
      }
      status.textContent = state.status;
      row.querySelector('.job-progress').textContent = state.progress ?? '';
      row.dataset.running = String(state.running);
    }
  } catch {
    // A missed refresh is no harm: the next one, or a reload, catches up.
  }
  if (runningRows().length > 0) {
    setTimeout(refresh, EVERY_MS);
  }
}

setTimeout(refresh, EVERY_MS);
