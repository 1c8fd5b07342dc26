#!/usr/bin/env python3
"""Learns the sound-event decision tree from the visible labelled clips (issue 29).

usage: bench/sound-tree.py [EVAL_DIR]   (default ../shared/eval; needs numpy)

The windows and features are bench/sound-features.py's. Only stretches without words are ever
classified (the recognizer has the speech), so the tree learns MUSIC, APPLAUSE, LAUGH and NOISE.
Prints the leave-one-recording-group-out precision and recall per class for depths 3 to 6, then
the depth-5 tree learned on every window as the Java of SoundClassifier.classify (paste it there:
the thresholds are figures about the clips, the clips themselves are never shipped).
"""
import importlib.util
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('features', os.path.join(HERE, 'sound-features.py'))
features = importlib.util.module_from_spec(spec)
spec.loader.exec_module(features)
EVAL = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', 'shared', 'eval'))
DEPTH = 5
MIN_LEAF = 5


def gini(labels):
    if len(labels) == 0:
        return 0
    _, counts = np.unique(labels, return_counts=True)
    p = counts / counts.sum()
    return 1 - (p * p).sum()


def grow(X, y, idx, depth):
    values, counts = np.unique(y[idx], return_counts=True)
    major = values[np.argmax(counts)]
    if depth == DEPTH or len(values) == 1 or len(idx) < 2 * MIN_LEAF:
        return ('leaf', str(major))
    best = None
    for f in range(X.shape[1]):
        for t in np.unique(np.percentile(X[idx, f], np.linspace(5, 95, 19))):
            left, right = idx[X[idx, f] <= t], idx[X[idx, f] > t]
            if len(left) < MIN_LEAF or len(right) < MIN_LEAF:
                continue
            score = (len(left) * gini(y[left]) + len(right) * gini(y[right])) / len(idx)
            if best is None or score < best[0]:
                best = (score, f, float(t), left, right)
    if best is None:
        return ('leaf', str(major))
    _, f, t, left, right = best
    a, b = grow(X, y, left, depth + 1), grow(X, y, right, depth + 1)
    if a == b:
        return a
    return ('split', f, t, a, b)


def predict(tree, x):
    while tree[0] == 'split':
        tree = tree[3] if x[tree[1]] <= tree[2] else tree[4]
    return tree[1]


def java(tree, indent='        '):
    if tree[0] == 'leaf':
        return indent + 'return SoundClass.%s;\n' % tree[1]
    return (indent + 'if (w.%s() <= %.6f) {\n' % (features.NAMES[tree[1]], tree[2]) + java(tree[3], indent + '    ')
            + indent + '}\n' + java(tree[4], indent))


def main():
    global DEPTH
    rows = features.load(EVAL)
    X = np.array([r[2] for r in rows])
    y = np.array([r[0] for r in rows])
    g = np.array([r[1] for r in rows])
    keep = np.isin(y, ['MUSIC', 'APPLAUSE', 'LAUGH', 'NOISE'])
    X, y, g = X[keep], y[keep], g[keep]
    classes = sorted(set(y))
    for depth in (3, 4, 5, 6):
        DEPTH = depth
        p = np.empty(len(y), dtype=object)
        for group in sorted(set(g)):
            tree = grow(X, y, np.where(g != group)[0], 0)
            for i in np.where(g == group)[0]:
                p[i] = predict(tree, X[i])
        print('depth %d, groups left out: ' % depth + '  '.join('%s %.2f/%.2f' % (
            c, ((p == c) & (y == c)).sum() / max(1, (p == c).sum()), ((p == c) & (y == c)).sum() / max(1, (y == c).sum()))
            for c in classes))
    DEPTH = 5
    print(java(grow(X, y, np.arange(len(y)), 0)), end='')


if __name__ == '__main__':
    main()
