// Searches in sorted arrays, for the pages that follow a player through timed words.

/** The index of the last value <= target in an ascending array (binary search); -1 when none is. */
export function lastAtOrBefore(sorted, target) {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= target) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
