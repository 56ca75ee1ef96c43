package java.util;

/**
 * Tim Peters's adaptive stable merge sort ("listsort"), the object sort of Arrays.sort and
 * List.sort.  With a consistent comparator every stable sort gives the same result; this one
 * is used so that inconsistent comparators do too, including the
 * "Comparison method violates its general contract!" failure that a merge can detect.
 *
 * Outline: the input is cut into runs (maximal non-descending, or strictly descending and
 * then reversed), each extended to at least minRun elements by binary insertion.  Runs are
 * pushed on a stack whose lengths are kept decreasing like the Fibonacci numbers, merging
 * neighbours when that rule breaks; at the end everything left is merged.  A merge first
 * trims the elements already in place on both sides (by galloping, i.e. exponential then
 * binary search), then merges the shorter run through a temporary copy, switching to
 * galloping while one side keeps winning.
 */
final class TimSort<T> {
    /** Inputs shorter than this are sorted by binary insertion alone. */
    private static final int MIN_MERGE = 32;
    /** Wins in a row that switch a merge into galloping mode (adapted as it goes). */
    private static final int MIN_GALLOP = 7;

    private final Object[] a;
    private final Comparator<? super T> c; // null: natural ordering
    private int minGallop = MIN_GALLOP;

    private int stackSize = 0;
    private final int[] runBase = new int[49];
    private final int[] runLen = new int[49];

    private TimSort(Object[] a, Comparator<? super T> c) {
        this.a = a;
        this.c = c;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Object x, Object y, Comparator c) {
        return (c == null) ? ((Comparable) x).compareTo(y) : c.compare(x, y);
    }

    private int cmp(Object x, Object y) {
        return compare(x, y, c);
    }

    /** Sorts a[lo, hi) stably; c == null means natural ordering. */
    static <T> void sort(Object[] a, int lo, int hi, Comparator<? super T> c) {
        int remaining = hi - lo;
        if (remaining < 2)
            return;
        if (remaining < MIN_MERGE) {
            int initRunLen = countRunAndMakeAscending(a, lo, hi, c);
            binarySort(a, lo, hi, lo + initRunLen, c);
            return;
        }
        TimSort<T> ts = new TimSort<T>(a, c);
        int minRun = minRunLength(remaining);
        do {
            int runLength = countRunAndMakeAscending(a, lo, hi, c);
            if (runLength < minRun) {
                int force = (remaining <= minRun) ? remaining : minRun;
                binarySort(a, lo, lo + force, lo + runLength, c);
                runLength = force;
            }
            ts.pushRun(lo, runLength);
            ts.mergeCollapse();
            lo += runLength;
            remaining -= runLength;
        } while (remaining != 0);
        ts.mergeForceCollapse();
    }

    /** Inserts a[start], ..., a[hi - 1] one by one into the sorted a[lo, start). */
    private static void binarySort(Object[] a, int lo, int hi, int start, Comparator<?> c) {
        if (start == lo)
            start++;
        for (; start < hi; start++) {
            Object pivot = a[start];
            int left = lo, right = start;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (compare(pivot, a[mid], c) < 0)
                    right = mid;
                else
                    left = mid + 1;
            }
            System.arraycopy(a, left, a, left + 1, start - left);
            a[left] = pivot;
        }
    }

    /** The length of the run starting at lo; a strictly descending run is reversed. */
    private static int countRunAndMakeAscending(Object[] a, int lo, int hi, Comparator<?> c) {
        int runHi = lo + 1;
        if (runHi == hi)
            return 1;
        if (compare(a[runHi++], a[lo], c) < 0) {
            while (runHi < hi && compare(a[runHi], a[runHi - 1], c) < 0)
                runHi++;
            for (int i = lo, j = runHi - 1; i < j; i++, j--) {
                Object t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
        } else {
            while (runHi < hi && compare(a[runHi], a[runHi - 1], c) >= 0)
                runHi++;
        }
        return runHi - lo;
    }

    /** n itself below MIN_MERGE, else a k with MIN_MERGE/2 <= k <= MIN_MERGE so n/k is close to a power of 2. */
    private static int minRunLength(int n) {
        int r = 0;
        while (n >= MIN_MERGE) {
            r |= (n & 1);
            n >>= 1;
        }
        return n + r;
    }

    private void pushRun(int base, int len) {
        runBase[stackSize] = base;
        runLen[stackSize] = len;
        stackSize++;
    }

    /** Merges runs until, from the top, each run is longer than the two above it together. */
    private void mergeCollapse() {
        while (stackSize > 1) {
            int n = stackSize - 2;
            if ((n > 0 && runLen[n - 1] <= runLen[n] + runLen[n + 1])
                    || (n > 1 && runLen[n - 2] <= runLen[n] + runLen[n - 1])) {
                if (runLen[n - 1] < runLen[n + 1])
                    n--;
            } else if (runLen[n] > runLen[n + 1]) {
                break;
            }
            mergeAt(n);
        }
    }

    private void mergeForceCollapse() {
        while (stackSize > 1) {
            int n = stackSize - 2;
            if (n > 0 && runLen[n - 1] < runLen[n + 1])
                n--;
            mergeAt(n);
        }
    }

    /** Merges the runs at stack positions i and i + 1. */
    @SuppressWarnings("unchecked")
    private void mergeAt(int i) {
        int base1 = runBase[i];
        int len1 = runLen[i];
        int base2 = runBase[i + 1];
        int len2 = runLen[i + 1];
        runLen[i] = len1 + len2;
        if (i == stackSize - 3) {
            runBase[i + 1] = runBase[i + 2];
            runLen[i + 1] = runLen[i + 2];
        }
        stackSize--;
        // elements of run 1 not greater than run 2's first are already in place
        int k = gallopRight(a[base2], a, base1, len1, 0);
        base1 += k;
        len1 -= k;
        if (len1 == 0)
            return;
        // and so are the elements of run 2 not less than run 1's last
        len2 = gallopLeft(a[base1 + len1 - 1], a, base2, len2, len2 - 1);
        if (len2 == 0)
            return;
        if (len1 <= len2)
            mergeLo(base1, len1, base2, len2);
        else
            mergeHi(base1, len1, base2, len2);
    }

    /**
     * The position in the sorted range[base, base + len) where key goes before any equal
     * element, searched outwards from base + hint.
     */
    private int gallopLeft(Object key, Object[] range, int base, int len, int hint) {
        int lastOfs = 0;
        int ofs = 1;
        if (cmp(key, range[base + hint]) > 0) {
            // range[base + hint + lastOfs] < key <= range[base + hint + ofs]
            int maxOfs = len - hint;
            while (ofs < maxOfs && cmp(key, range[base + hint + ofs]) > 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0)
                    ofs = maxOfs;
            }
            if (ofs > maxOfs)
                ofs = maxOfs;
            lastOfs += hint;
            ofs += hint;
        } else {
            // range[base + hint - ofs] < key <= range[base + hint - lastOfs]
            int maxOfs = hint + 1;
            while (ofs < maxOfs && cmp(key, range[base + hint - ofs]) <= 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0)
                    ofs = maxOfs;
            }
            if (ofs > maxOfs)
                ofs = maxOfs;
            int tmp = lastOfs;
            lastOfs = hint - ofs;
            ofs = hint - tmp;
        }
        lastOfs++;
        while (lastOfs < ofs) {
            int m = lastOfs + ((ofs - lastOfs) >>> 1);
            if (cmp(key, range[base + m]) > 0)
                lastOfs = m + 1;
            else
                ofs = m;
        }
        return ofs;
    }

    /** Like gallopLeft, but key goes after any equal element. */
    private int gallopRight(Object key, Object[] range, int base, int len, int hint) {
        int ofs = 1;
        int lastOfs = 0;
        if (cmp(key, range[base + hint]) < 0) {
            // range[base + hint - ofs] <= key < range[base + hint - lastOfs]
            int maxOfs = hint + 1;
            while (ofs < maxOfs && cmp(key, range[base + hint - ofs]) < 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0)
                    ofs = maxOfs;
            }
            if (ofs > maxOfs)
                ofs = maxOfs;
            int tmp = lastOfs;
            lastOfs = hint - ofs;
            ofs = hint - tmp;
        } else {
            // range[base + hint + lastOfs] <= key < range[base + hint + ofs]
            int maxOfs = len - hint;
            while (ofs < maxOfs && cmp(key, range[base + hint + ofs]) >= 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0)
                    ofs = maxOfs;
            }
            if (ofs > maxOfs)
                ofs = maxOfs;
            lastOfs += hint;
            ofs += hint;
        }
        lastOfs++;
        while (lastOfs < ofs) {
            int m = lastOfs + ((ofs - lastOfs) >>> 1);
            if (cmp(key, range[base + m]) < 0)
                ofs = m;
            else
                lastOfs = m + 1;
        }
        return ofs;
    }

    /**
     * Merges adjacent runs a[base1, +len1) and a[base2, +len2) (base1 + len1 == base2, len1 <=
     * len2, a[base1] > a[base2] and the last of run 1 > everything in run 2), left to right,
     * through a copy of run 1.
     */
    private void mergeLo(int base1, int len1, int base2, int len2) {
        Object[] a = this.a;
        Object[] tmp = new Object[len1];
        System.arraycopy(a, base1, tmp, 0, len1);
        int cursor1 = 0;     // in tmp
        int cursor2 = base2; // in a
        int dest = base1;
        a[dest++] = a[cursor2++];
        if (--len2 == 0) {
            System.arraycopy(tmp, cursor1, a, dest, len1);
            return;
        }
        if (len1 == 1) {
            System.arraycopy(a, cursor2, a, dest, len2);
            a[dest + len2] = tmp[cursor1];
            return;
        }
        int minGallop = this.minGallop;
        outer:
        for (;;) {
            int count1 = 0; // times in a row run 1 won
            int count2 = 0; // times in a row run 2 won
            // one element at a time, until one run wins often enough
            do {
                if (cmp(a[cursor2], tmp[cursor1]) < 0) {
                    a[dest++] = a[cursor2++];
                    count2++;
                    count1 = 0;
                    if (--len2 == 0)
                        break outer;
                } else {
                    a[dest++] = tmp[cursor1++];
                    count1++;
                    count2 = 0;
                    if (--len1 == 1)
                        break outer;
                }
            } while ((count1 | count2) < minGallop);
            // galloping, while it pays
            do {
                count1 = gallopRight(a[cursor2], tmp, cursor1, len1, 0);
                if (count1 != 0) {
                    System.arraycopy(tmp, cursor1, a, dest, count1);
                    dest += count1;
                    cursor1 += count1;
                    len1 -= count1;
                    if (len1 <= 1)
                        break outer;
                }
                a[dest++] = a[cursor2++];
                if (--len2 == 0)
                    break outer;
                count2 = gallopLeft(tmp[cursor1], a, cursor2, len2, 0);
                if (count2 != 0) {
                    System.arraycopy(a, cursor2, a, dest, count2);
                    dest += count2;
                    cursor2 += count2;
                    len2 -= count2;
                    if (len2 == 0)
                        break outer;
                }
                a[dest++] = tmp[cursor1++];
                if (--len1 == 1)
                    break outer;
                minGallop--;
            } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
            if (minGallop < 0)
                minGallop = 0;
            minGallop += 2; // leaving galloping mode costs
        }
        this.minGallop = (minGallop < 1) ? 1 : minGallop;
        if (len1 == 1) {
            System.arraycopy(a, cursor2, a, dest, len2);
            a[dest + len2] = tmp[cursor1]; // the last of run 1 goes last
        } else if (len1 == 0) {
            throw new IllegalArgumentException("Comparison method violates its general contract!");
        } else {
            System.arraycopy(tmp, cursor1, a, dest, len1);
        }
    }

    /** Like mergeLo, for len1 >= len2: right to left, through a copy of run 2. */
    private void mergeHi(int base1, int len1, int base2, int len2) {
        Object[] a = this.a;
        Object[] tmp = new Object[len2];
        System.arraycopy(a, base2, tmp, 0, len2);
        int cursor1 = base1 + len1 - 1; // in a
        int cursor2 = len2 - 1;         // in tmp
        int dest = base2 + len2 - 1;
        a[dest--] = a[cursor1--];
        if (--len1 == 0) {
            System.arraycopy(tmp, 0, a, dest - (len2 - 1), len2);
            return;
        }
        if (len2 == 1) {
            dest -= len1;
            cursor1 -= len1;
            System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
            a[dest] = tmp[cursor2];
            return;
        }
        int minGallop = this.minGallop;
        outer:
        for (;;) {
            int count1 = 0;
            int count2 = 0;
            do {
                if (cmp(tmp[cursor2], a[cursor1]) < 0) {
                    a[dest--] = a[cursor1--];
                    count1++;
                    count2 = 0;
                    if (--len1 == 0)
                        break outer;
                } else {
                    a[dest--] = tmp[cursor2--];
                    count2++;
                    count1 = 0;
                    if (--len2 == 1)
                        break outer;
                }
            } while ((count1 | count2) < minGallop);
            do {
                count1 = len1 - gallopRight(tmp[cursor2], a, base1, len1, len1 - 1);
                if (count1 != 0) {
                    dest -= count1;
                    cursor1 -= count1;
                    len1 -= count1;
                    System.arraycopy(a, cursor1 + 1, a, dest + 1, count1);
                    if (len1 == 0)
                        break outer;
                }
                a[dest--] = tmp[cursor2--];
                if (--len2 == 1)
                    break outer;
                count2 = len2 - gallopLeft(a[cursor1], tmp, 0, len2, len2 - 1);
                if (count2 != 0) {
                    dest -= count2;
                    cursor2 -= count2;
                    len2 -= count2;
                    System.arraycopy(tmp, cursor2 + 1, a, dest + 1, count2);
                    if (len2 <= 1)
                        break outer;
                }
                a[dest--] = a[cursor1--];
                if (--len1 == 0)
                    break outer;
                minGallop--;
            } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
            if (minGallop < 0)
                minGallop = 0;
            minGallop += 2;
        }
        this.minGallop = (minGallop < 1) ? 1 : minGallop;
        if (len2 == 1) {
            dest -= len1;
            cursor1 -= len1;
            System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
            a[dest] = tmp[cursor2]; // the first of run 2 goes first
        } else if (len2 == 0) {
            throw new IllegalArgumentException("Comparison method violates its general contract!");
        } else {
            System.arraycopy(tmp, 0, a, dest - (len2 - 1), len2);
        }
    }
}
