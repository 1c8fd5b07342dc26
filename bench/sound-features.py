#!/usr/bin/env python3
"""Which signal features tell the labelled sounds apart: groundwork for sound events (issue 29).

usage: bench/sound-features.py [EVAL_DIR]   (default ../shared/eval; needs numpy)

Cuts every visible clip of EVAL_DIR/sounds (and the speech utterances, as SPEECH) into 2-second
windows, describes each by statistics of 30 ms frame features (level and its spread, spectral
flatness, flux and its spread, centroid, zero crossings, harmonicity and the share of harmonic
frames, the share of the level's modulation at 2.5-7 Hz, the syllable rate, and the onsets: how
often the level jumps by over 6 dB from one frame to the next), prints each
class's medians, and how well a 7-nearest-neighbour vote separates the classes when every
recording group is left out of its own vote (precision and recall per class, speech windows
labelled as a sound). Speech over music counts as speech: its words are kept.
"""
import csv
import glob
import os
import sys

import numpy as np

EVAL = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'eval'))
ONSET_DB = 6  # a frame's level this far above the frame before: a clap, a knock, a burst of laughter, a note's attack
NAMES = ['eMean', 'eStd', 'flat', 'flux', 'fluxSd', 'centK', 'zcr', 'harm', 'harmShare', 'mod4', 'onsets']


def read(path):
    import wave
    w = wave.open(path)
    return np.frombuffer(w.readframes(w.getnframes()), dtype='<i2').astype(np.float64) / 32768


def frame_features(x, n=480):
    m = len(x) // n
    f = x[:m * n].reshape(m, n)
    spec = np.abs(np.fft.rfft(f * np.hanning(n), n=512)) ** 2 + 1e-12
    energy = 10 * np.log10(np.mean(f ** 2, axis=1) + 1e-10)
    band = spec[:, 3:200]
    flat = np.exp(np.mean(np.log(band), axis=1)) / np.mean(band, axis=1)
    mag = np.sqrt(spec)
    mag = mag / (mag.sum(axis=1, keepdims=True) + 1e-12)
    flux = np.r_[0, np.sum(np.maximum(0, np.diff(mag, axis=0)), axis=1)]
    centroid = (spec * np.arange(spec.shape[1]) * 16000 / 512).sum(1) / spec.sum(1)
    zcr = np.mean(np.abs(np.diff(np.sign(f), axis=1)) > 0, axis=1)
    ac = np.fft.irfft(np.abs(np.fft.rfft(f, n=1024)) ** 2, axis=1)[:, :400]
    harm = np.max(ac[:, 40:320], axis=1) / (ac[:, 0] + 1e-12)  # 50-400 Hz periodicity
    return energy, flat, flux, centroid, zcr, harm


def windows(x, seconds=2.0):
    e, fl, fx, c, z, h = frame_features(x)
    per = int(seconds / 0.03)
    out = []
    for i in range(0, len(e) - per + 1, per):
        s = slice(i, i + per)
        loud = e[s] > e[s].max() - 30
        env = e[s] - e[s].mean()
        power = np.abs(np.fft.rfft(env)) ** 2
        freq = np.fft.rfftfreq(len(env), 0.03)
        mod4 = power[(freq >= 2.5) & (freq <= 7)].sum() / (power[freq > 0.3].sum() + 1e-12)
        rise = np.diff(e[s])
        onsets = np.sum((rise[1:] > ONSET_DB) & (rise[:-1] <= ONSET_DB))
        out.append([e[s].mean(), e[s].std(), np.median(fl[s][loud]), np.median(fx[s][loud]), np.std(fx[s][loud]),
                    np.median(c[s][loud]) / 1000, np.median(z[s][loud]), np.median(h[s][loud]),
                    np.mean(h[s][loud] > 0.5), mod4, onsets])
    return out


def load(eval_dir):
    """(class, recording group, window statistics) for every 2 s window of the visible clips and the speech."""
    rows = []
    with open(os.path.join(eval_dir, 'sounds', 'labels.tsv')) as labels:
        for r in csv.DictReader(labels, delimiter='\t'):
            if r['split'] == 'visible':
                for w in windows(read(os.path.join(eval_dir, 'sounds', 'clips', r['id'] + '.wav'))):
                    rows.append((r['class'], r['group'], w))
    for path in sorted(glob.glob(os.path.join(eval_dir, 'speech', '*.wav'))):
        for w in windows(read(path)):
            rows.append(('SPEECH', os.path.basename(path), w))
    return rows


def main():
    rows = load(EVAL)
    X = np.array([r[2] for r in rows])
    y = np.array(['SPEECH' if r[0] == 'SPEECH_WITH_MUSIC' else r[0] for r in rows])
    g = np.array([r[1] for r in rows])
    print('%d windows of 2 s' % len(rows))
    print('%-22s' % 'class (windows)' + ''.join('%10s' % n for n in NAMES))
    for c in sorted(set(y)):
        print('%-22s' % ('%s (%d)' % (c, (y == c).sum())) + ''.join('%10.3f' % v for v in np.median(X[y == c], axis=0)))
    keep = y != 'SILENCE_OR_ROOM_TONE'
    X, y, g = X[keep], y[keep], g[keep]
    Z = (X - X.mean(0)) / X.std(0)
    pred = []
    for i in range(len(y)):
        train = g != g[i]
        nearest = np.argsort(((Z[train] - Z[i]) ** 2).sum(1))[:7]
        values, counts = np.unique(y[train][nearest], return_counts=True)
        pred.append(values[np.argmax(counts)])
    pred = np.array(pred)
    print('7-nearest-neighbour vote, each recording group left out of its own vote:')
    for c in sorted(set(y)):
        tp = ((pred == c) & (y == c)).sum()
        print('  %-9s precision %.2f recall %.2f' % (c, tp / max(1, (pred == c).sum()), tp / max(1, (y == c).sum())))
    print('  speech windows labelled as a sound: %d of %d' % (((y == 'SPEECH') & (pred != 'SPEECH')).sum(), (y == 'SPEECH').sum()))


if __name__ == '__main__':
    main()
