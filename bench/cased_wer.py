#!/usr/bin/env python3
"""Casing and punctuation score of hypotheses, on the references that have casing.

usage: cased_wer.py WER_PY REFS.tsv HYP.tsv
Uses the alignment of the evaluation set's wer.py but keeps case, and counts the marks . , ? as
words of their own (! counts as ., ; and : as ,). Only references with an upper-case letter take
part: the others are lower-case without punctuation and say nothing about casing.
"""
import importlib.util
import re
import sys
import unicodedata


def load_wer(path):
    spec = importlib.util.spec_from_file_location('wer', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tokens(text, marks):
    text = unicodedata.normalize('NFKC', text).replace('\u2019', "'")
    text = text.replace('!', '.').replace(';', ',').replace(':', ',')
    text = re.sub(r'\bMr\.', 'Mister', text)
    text = re.sub(r'\bMrs\.', 'Missus', text)
    text = re.sub(r'([.,?])', r' \1 ' if marks else ' ', text)
    text = re.sub(r"[^A-Za-z0-9'.,? ]+", ' ', text)
    return text.split()


def main():
    wer = load_wer(sys.argv[1])
    refs = dict(l.rstrip('\n').split('\t', 1) for l in open(sys.argv[2]) if l.strip())
    hyps = wer.load_hyp(sys.argv[3])
    for marks, label in ((False, 'cased words'), (True, 'cased words + punctuation')):
        errors = words = 0
        ids = [k for k, v in refs.items() if v != v.lower()]
        for k in ids:
            r, h = tokens(refs[k], marks), tokens(hyps.get(k, ''), marks)
            errors += wer.align(r, h)[0]
            words += len(r)
        print(f'{label}: {100 * errors / words:.1f}% over {len(ids)} cased refs ({", ".join(ids)}), {words} tokens')


if __name__ == '__main__':
    main()
