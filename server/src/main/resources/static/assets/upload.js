// The new-work page (/jobs/new): files chosen or dropped are sent one after the other, each in
// slices (File.slice: the browser reads them from disk as they go, never the whole file), every
// slice to the offset the server confirmed. A broken slice leaves the file's Retry button, which
// asks the server where it stands and carries on from there. Errors are the API's, in its words.
import { csrfToken, sendJson, HttpError } from './http.js';

const main = document.querySelector('main.upload-page');
const form = document.getElementById('new-work');
const fileInput = document.getElementById('files');
const dropZone = document.getElementById('drop-zone');
const fileList = document.getElementById('file-list');
const problem = document.getElementById('form-problem');
const startButton = document.getElementById('start');
const results = document.getElementById('results');
const jobLinks = document.getElementById('job-links');
const announcer = document.getElementById('upload-status');
const api = '/jobs/new/api';

/** The files on the page: { file, row, progress, text, retry, remove, upload, state }. */
const entries = [];

function source() {
  return form.querySelector('input[name=source]:checked').value;
}

for (const radio of form.querySelectorAll('input[name=source]')) {
  radio.addEventListener('change', () => {
    document.getElementById('source-files').hidden = source() !== 'files';
    document.getElementById('source-url').hidden = source() !== 'url';
  });
}

function say(message) {
  announcer.textContent = message;
}

function size(bytes) {
  if (bytes >= 1 << 30) return (bytes / (1 << 30)).toFixed(2) + ' GB';
  if (bytes >= 1 << 20) return (bytes / (1 << 20)).toFixed(1) + ' MB';
  if (bytes >= 1 << 10) return Math.round(bytes / (1 << 10)) + ' KB';
  return bytes + ' bytes';
}

/** An error as the API names it: its type in capitals, then what it says. */
function words(error) {
  if (error instanceof HttpError) {
    return error.code.toUpperCase() + ': ' + error.message;
  }
  return error.message;
}

function addFiles(files) {
  for (const file of files) {
    const row = document.createElement('li');
    row.className = 'file';
    const name = document.createElement('span');
    name.className = 'file-name';
    name.textContent = file.name + ' (' + size(file.size) + ')';
    const progress = document.createElement('progress');
    progress.max = 100;
    progress.value = 0;
    progress.setAttribute('aria-label', 'Upload of ' + file.name);
    const text = document.createElement('span');
    text.className = 'file-state';
    text.textContent = 'Waiting';
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'button-quiet';
    retry.textContent = 'Retry';
    retry.setAttribute('aria-label', 'Retry ' + file.name);
    retry.hidden = true;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'button-quiet';
    remove.textContent = 'Remove';
    remove.setAttribute('aria-label', 'Remove ' + file.name);
    const entry = { file, row, progress, text, retry, remove, upload: null, state: 'waiting' };
    remove.addEventListener('click', () => {
      entries.splice(entries.indexOf(entry), 1);
      row.remove();
      fileInput.focus();
    });
    retry.addEventListener('click', () => resume(entry));
    const actions = document.createElement('span');
    actions.className = 'file-actions';
    actions.append(retry, remove);
    row.append(name, progress, text, actions);
    fileList.append(row);
    entries.push(entry);
  }
  say(entries.length + (entries.length === 1 ? ' file' : ' files') + ' to send');
}

fileInput.addEventListener('change', () => {
  addFiles(fileInput.files);
  fileInput.value = '';
});
for (const type of ['dragenter', 'dragover']) {
  dropZone.addEventListener(type, (event) => {
    event.preventDefault();
    dropZone.classList.add('dragging');
  });
}
dropZone.addEventListener('dragleave', () => dropZone.classList.remove('dragging'));
dropZone.addEventListener('drop', (event) => {
  event.preventDefault();
  dropZone.classList.remove('dragging');
  addFiles(event.dataTransfer.files);
});

function base64(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result.substring(reader.result.indexOf(',') + 1));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function choices() {
  const data = new FormData(form);
  const guidelinesFile = document.getElementById('guidelines').files[0];
  return {
    language: data.get('language'),
    fidelity: data.get('fidelity'),
    priority: data.get('priority'),
    turnaroundHours: data.get('turnaroundHours'),
    targetLanguages: data.get('targetLanguages'),
    notes: data.get('notes'),
    speakerNames: data.get('speakerNames') !== null,
    expectedSpeakers: data.get('expectedSpeakers'),
    approvalSteps: data.getAll('approvalSteps'),
    extras: data.getAll('extras'),
    guidelines: guidelinesFile
      ? { name: guidelinesFile.name, type: guidelinesFile.type, base64: await base64(guidelinesFile) }
      : null,
  };
}

/** The fields a refusal may name (by the v1 parameter in its words), marked invalid until the next try. */
const FIELDS = {
  turnaround_hours: 'turnaround-hours',
  priority: 'priority',
  target_language: 'target-languages',
  language: 'language',
  notes: 'notes',
  expected_speakers: 'expected-speakers',
  media_url: 'media-url',
  guidelines: 'guidelines',
};

function showProblem(message) {
  problem.textContent = message;
  problem.hidden = message === '';
  for (const [name, id] of Object.entries(FIELDS)) {
    const field = document.getElementById(id);
    const named = message !== '' && new RegExp('\\b' + name + '\\b').test(message);
    field.toggleAttribute('aria-invalid', named);
    if (named) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-errormessage', 'form-problem');
    } else {
      field.removeAttribute('aria-errormessage');
    }
  }
}

function addResult(label, jobId) {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = '/jobs/' + encodeURIComponent(jobId);
  link.textContent = label;
  item.append(link, document.createTextNode(': transcription ordered'));
  jobLinks.append(item);
  results.hidden = false;
}

function setState(entry, state, text) {
  entry.state = state;
  entry.text.textContent = text;
  entry.row.dataset.state = state;
}

function showProgress(entry, sent) {
  const percent = Math.floor((sent / entry.file.size) * 100);
  entry.progress.value = percent;
  entry.text.textContent = percent + '% (' + size(sent) + ' of ' + size(entry.file.size) + ')';
}

/** One slice, by XMLHttpRequest for its upload progress; answers the server's status of the upload. */
function putSlice(entry, offset, length) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', api + '/uploads/' + encodeURIComponent(entry.upload.id) + '?offset=' + offset);
    xhr.setRequestHeader('X-XSRF-TOKEN', csrfToken());
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => showProgress(entry, offset + event.loaded);
    xhr.onload = () => {
      let body = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body);
      } else {
        reject(new HttpError(xhr.status, body?.error ?? 'http_' + xhr.status, body?.message ?? xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('The connection broke off'));
    xhr.onabort = () => reject(new Error('The upload was stopped'));
    xhr.send(entry.file.slice(offset, offset + length));
  });
}

/** Sends what the server does not have yet, then has it make the file the job's media and order the work. */
async function transfer(entry) {
  entry.retry.hidden = true;
  let status = entry.upload;
  try {
    while (status.state === 'RECEIVING' && status.offset < status.size) {
      setState(entry, 'sending', entry.text.textContent);
      showProgress(entry, status.offset);
      status = await putSlice(entry, status.offset, Math.min(status.chunkBytes, status.size - status.offset));
      entry.upload = status;
    }
    showProgress(entry, status.size);
    setState(entry, 'finishing', 'Received; putting the file together and ordering the transcription…');
    // The form as it is now: after a refusal, Retry orders what the corrected fields say.
    status = await sendJson('POST', api + '/uploads/' + encodeURIComponent(status.id) + '/finish', { form: await choices() });
    entry.upload = status;
    setState(entry, 'done', 'Done: transcription ordered');
    addResult(entry.file.name, status.jobId);
    say(entry.file.name + ' is sent; its transcription is ordered');
  } catch (error) {
    setState(entry, 'failed', 'Stopped at ' + entry.progress.value + '%: ' + words(error));
    entry.retry.hidden = false;
    say(entry.file.name + ' stopped: ' + words(error) + '. Retry carries on from what the server has.');
  }
}

/** Retry: asks the server which offset it confirms, and carries on from there. */
async function resume(entry) {
  try {
    entry.upload = await sendJson('GET', api + '/uploads/' + encodeURIComponent(entry.upload.id));
  } catch (error) {
    setState(entry, 'failed', 'Still stopped: ' + words(error));
    return;
  }
  entry.retry.hidden = true;
  await transfer(entry);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  showProblem('');
  startButton.disabled = true;
  try {
    const chosen = await choices();
    if (source() === 'url') {
      const url = document.getElementById('media-url').value.trim();
      const ordered = await sendJson('POST', api + '/urls', { form: chosen, mediaUrl: url });
      addResult(url, ordered.jobId);
      say('The job for ' + url + ' is created');
      return;
    }
    const waiting = entries.filter((e) => e.state === 'waiting');
    if (waiting.length === 0) {
      showProblem(entries.some((e) => e.state === 'failed')
        ? 'Use Retry on a stopped file to carry on with it, or add more files.'
        : 'Choose or drop at least one media file first.');
      return;
    }
    const chunkBytes = Number(main.dataset.chunkBytes);
    for (const entry of waiting) {
      setState(entry, 'starting', 'Starting…');
      entry.remove.hidden = true;
      try {
        entry.upload = await sendJson('POST', api + '/uploads', {
          form: chosen,
          file: { name: entry.file.name, size: entry.file.size, type: entry.file.type, chunkBytes },
        });
        entry.row.dataset.upload = entry.upload.id;
      } catch (error) {
        // The order itself is refused: the same choices would be refused for every file.
        setState(entry, 'waiting', 'Waiting');
        entry.remove.hidden = false;
        throw error;
      }
      await transfer(entry);
    }
  } catch (error) {
    showProblem(words(error));
    problem.focus();
  } finally {
    startButton.disabled = false;
  }
});

main.dataset.ready = 'true';
