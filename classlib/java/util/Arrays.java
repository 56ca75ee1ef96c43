package java.util;

import java.util.function.DoubleUnaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.DoubleBinaryOperator;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** Static helpers for arrays. */
public final class Arrays {
    private Arrays() {
    }

    /** Sub-arrays shorter than this are sorted by insertion. */
    private static final int INSERTION_SORT_THRESHOLD = 24;

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex)
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        if (fromIndex < 0)
            throw new ArrayIndexOutOfBoundsException(fromIndex);
        if (toIndex > arrayLength)
            throw new ArrayIndexOutOfBoundsException(toIndex);
    }

    /** A new array of the same component type as a, of length n. */
    @SuppressWarnings("unchecked")
    static <T> T[] newArrayLike(T[] a, int n) {
        return (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
    }


    public static void sort(int[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex - 1, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    public static void parallelSort(int[] a) {
        sort(a);
    }

    public static void parallelSort(int[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }


    /** Introsort of a[lo..hi] (inclusive) by the primitive order. */
    private static void quickSort(int[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            int pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (pivot < a[j]) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j - lo < hi - i) {
                quickSort(a, lo, j, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(int[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--)
            siftDown(a, lo, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(int[] a, int base, int i, int n) {
        int x = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && a[base + c] < a[base + c + 1])
                c++;
            if (!(x < a[base + c]))
                break;
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = x;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }


    public static void sort(long[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex - 1, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    public static void parallelSort(long[] a) {
        sort(a);
    }

    public static void parallelSort(long[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }


    /** Introsort of a[lo..hi] (inclusive) by the primitive order. */
    private static void quickSort(long[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            long pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (pivot < a[j]) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j - lo < hi - i) {
                quickSort(a, lo, j, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(long[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--)
            siftDown(a, lo, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(long[] a, int base, int i, int n) {
        long x = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && a[base + c] < a[base + c + 1])
                c++;
            if (!(x < a[base + c]))
                break;
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = x;
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }


    public static void sort(short[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex - 1, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    public static void parallelSort(short[] a) {
        sort(a);
    }

    public static void parallelSort(short[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }


    /** Introsort of a[lo..hi] (inclusive) by the primitive order. */
    private static void quickSort(short[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            short pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (pivot < a[j]) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j - lo < hi - i) {
                quickSort(a, lo, j, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            short x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(short[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--)
            siftDown(a, lo, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(short[] a, int base, int i, int n) {
        short x = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && a[base + c] < a[base + c + 1])
                c++;
            if (!(x < a[base + c]))
                break;
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = x;
    }

    private static void swap(short[] a, int i, int j) {
        short t = a[i];
        a[i] = a[j];
        a[j] = t;
    }


    public static void sort(char[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex - 1, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    public static void parallelSort(char[] a) {
        sort(a);
    }

    public static void parallelSort(char[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }


    /** Introsort of a[lo..hi] (inclusive) by the primitive order. */
    private static void quickSort(char[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            char pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (pivot < a[j]) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j - lo < hi - i) {
                quickSort(a, lo, j, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            char x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(char[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--)
            siftDown(a, lo, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(char[] a, int base, int i, int n) {
        char x = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && a[base + c] < a[base + c + 1])
                c++;
            if (!(x < a[base + c]))
                break;
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = x;
    }

    private static void swap(char[] a, int i, int j) {
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
    }


    public static void sort(byte[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex - 1, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    public static void parallelSort(byte[] a) {
        sort(a);
    }

    public static void parallelSort(byte[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }


    /** Introsort of a[lo..hi] (inclusive) by the primitive order. */
    private static void quickSort(byte[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            byte pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (pivot < a[j]) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j - lo < hi - i) {
                quickSort(a, lo, j, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            byte x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(byte[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--)
            siftDown(a, lo, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(byte[] a, int base, int i, int n) {
        byte x = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && a[base + c] < a[base + c + 1])
                c++;
            if (!(x < a[base + c]))
                break;
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = x;
    }

    private static void swap(byte[] a, int i, int j) {
        byte t = a[i];
        a[i] = a[j];
        a[j] = t;
    }


    public static void sort(float[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloating(a, fromIndex, toIndex);
    }

    public static void parallelSort(float[] a) {
        sort(a);
    }

    public static void parallelSort(float[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }


    /** Introsort of a[lo..hi] (inclusive) by the primitive order. */
    private static void quickSort(float[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            float pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (pivot < a[j]) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j - lo < hi - i) {
                quickSort(a, lo, j, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            float x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(float[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--)
            siftDown(a, lo, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(float[] a, int base, int i, int n) {
        float x = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && a[base + c] < a[base + c + 1])
                c++;
            if (!(x < a[base + c]))
                break;
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = x;
    }

    private static void swap(float[] a, int i, int j) {
        float t = a[i];
        a[i] = a[j];
        a[j] = t;
    }


    public static void sort(double[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloating(a, fromIndex, toIndex);
    }

    public static void parallelSort(double[] a) {
        sort(a);
    }

    public static void parallelSort(double[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }


    /** Introsort of a[lo..hi] (inclusive) by the primitive order. */
    private static void quickSort(double[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            double pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (pivot < a[j]) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j - lo < hi - i) {
                quickSort(a, lo, j, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            double x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(double[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--)
            siftDown(a, lo, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(double[] a, int base, int i, int n) {
        double x = a[base + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && a[base + c] < a[base + c + 1])
                c++;
            if (!(x < a[base + c]))
                break;
            a[base + i] = a[base + c];
            i = c;
        }
        a[base + i] = x;
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }


    /** Sorts in Double.compare order: NaNs last, -0.0 before 0.0. */
    private static void sortFloating(float[] a, int from, int to) {
        // move NaNs to the end
        int end = to;
        for (int i = from; i < end;) {
            if (a[i] != a[i]) {
                end--;
                float t = a[i];
                a[i] = a[end];
                a[end] = t;
            } else {
                i++;
            }
        }
        if (end - from > 1)
            quickSort(a, from, end - 1, 2 * (32 - Integer.numberOfLeadingZeros(end - from + 1)));
        // within the run of zeros, put the negative zeros first
        int lo = from, hi = end;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        int negZeros = 0;
        int k = lo;
        for (; k < end && a[k] == 0; k++)
            if (Float.floatToRawIntBits(a[k]) < 0)
                negZeros++;
        for (int i = lo; i < k; i++)
            a[i] = (i - lo < negZeros) ? -0.0f : 0.0f;
    }


    /** Sorts in Double.compare order: NaNs last, -0.0 before 0.0. */
    private static void sortFloating(double[] a, int from, int to) {
        // move NaNs to the end
        int end = to;
        for (int i = from; i < end;) {
            if (a[i] != a[i]) {
                end--;
                double t = a[i];
                a[i] = a[end];
                a[end] = t;
            } else {
                i++;
            }
        }
        if (end - from > 1)
            quickSort(a, from, end - 1, 2 * (32 - Integer.numberOfLeadingZeros(end - from + 1)));
        // within the run of zeros, put the negative zeros first
        int lo = from, hi = end;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        int negZeros = 0;
        int k = lo;
        for (; k < end && a[k] == 0; k++)
            if (Double.doubleToRawLongBits(a[k]) < 0)
                negZeros++;
        for (int i = lo; i < k; i++)
            a[i] = (i - lo < negZeros) ? -0.0 : 0.0;
    }


    public static void sort(Object[] a) {
        TimSort.sort(a, 0, a.length, null);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        TimSort.sort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        if (c == null)
            sort(a);
        else
            TimSort.sort(a, 0, a.length, c);
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        if (c == null) {
            sort(a, fromIndex, toIndex);
        } else {
            rangeCheck(a.length, fromIndex, toIndex);
            TimSort.sort(a, fromIndex, toIndex, c);
        }
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a) {
        sort(a);
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    public static <T> void parallelSort(T[] a, Comparator<? super T> cmp) {
        sort(a, cmp);
    }

    public static <T> void parallelSort(T[] a, int fromIndex, int toIndex, Comparator<? super T> cmp) {
        sort(a, fromIndex, toIndex, cmp);
    }



    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }


    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }


    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }


    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }


    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }


    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                int midBits = Float.floatToIntBits(midVal);
                int keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits)
                    return mid;
                else if (midBits < keyBits)
                    low = mid + 1;
                else
                    high = mid - 1;
            }
        }
        return -(low + 1);
    }


    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal);
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits)
                    return mid;
                else if (midBits < keyBits)
                    low = mid + 1;
                else
                    high = mid - 1;
            }
        }
        return -(low + 1);
    }


    public static int binarySearch(Object[] a, Object key) {
        return binarySearch0(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch0(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int binarySearch0(Object[] a, int fromIndex, int toIndex, Object key, Comparator c) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            Object midVal = a[mid];
            int r = (c == null) ? ((Comparable) midVal).compareTo(key) : c.compare(midVal, key);
            if (r < 0)
                low = mid + 1;
            else if (r > 0)
                high = mid - 1;
            else
                return mid;
        }
        return -(low + 1);
    }


    public static boolean equals(int[] a, int[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (a[i] != a2[i])
                return false;
        return true;
    }

    public static boolean equals(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(int[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (int e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(int[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(int[] a, int[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Integer.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(int[] a, int[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (a[i] != b[i])
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(long[] a, long[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (a[i] != a2[i])
                return false;
        return true;
    }

    public static boolean equals(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(long[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (long e : a) {
            result = 31 * result + (int) (e ^ (e >>> 32));
        }
        return result;
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(long[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(long[] a, long[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Long.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(long[] a, long[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (a[i] != b[i])
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(short[] a, short[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (a[i] != a2[i])
                return false;
        return true;
    }

    public static boolean equals(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(short[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (short e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(short[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(short[] a, short[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Short.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(short[] a, short[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (a[i] != b[i])
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(char[] a, char[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (a[i] != a2[i])
                return false;
        return true;
    }

    public static boolean equals(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(char[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (char e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(char[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(char[] a, char[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Character.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(char[] a, char[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (a[i] != b[i])
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (a[i] != a2[i])
                return false;
        return true;
    }

    public static boolean equals(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(byte[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (byte e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(byte[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(byte[] a, byte[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Byte.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (a[i] != b[i])
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(float[] a, float[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(a2[i]))
                return false;
        return true;
    }

    public static boolean equals(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(float[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (float e : a) {
            result = 31 * result + Float.floatToIntBits(e);
        }
        return result;
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(float[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(float[] a, float[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Float.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(float[] a, float[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(b[i]))
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(double[] a, double[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(a2[i]))
                return false;
        return true;
    }

    public static boolean equals(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(double[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (double e : a) {
            long bits = Double.doubleToLongBits(e);
            result = 31 * result + (int) (bits ^ (bits >>> 32));
        }
        return result;
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(double[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(double[] a, double[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Double.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(double[] a, double[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(b[i]))
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (a[i] != a2[i])
                return false;
        return true;
    }

    public static boolean equals(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int n = aToIndex - aFromIndex;
        if (n != bToIndex - bFromIndex)
            return false;
        return equals(copyOfRange(a, aFromIndex, aToIndex), copyOfRange(b, bFromIndex, bToIndex));
    }

    public static int hashCode(boolean[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (boolean e : a) {
            result = 31 * result + (e ? 1231 : 1237);
        }
        return result;
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(boolean[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }


    public static int compare(boolean[] a, boolean[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Boolean.compare(a[i], b[i]);
            if (c != 0)
                return c;
        }
        return a.length - b.length;
    }

    public static int mismatch(boolean[] a, boolean[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (a[i] != b[i])
                return i;
        return a.length == b.length ? -1 : n;
    }


    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (!Objects.equals(a[i], a2[i]))
                return false;
        return true;
    }

    public static <T> boolean equals(T[] a, T[] a2, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == a2)
            return true;
        if (a == null || a2 == null)
            return false;
        int length = a.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++)
            if (cmp.compare(a[i], a2[i]) != 0)
                return false;
        return true;
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            T oa = a[i], ob = b[i];
            if (oa != ob) {
                if (oa == null || ob == null)
                    return oa == null ? -1 : 1;
                int c = oa.compareTo(ob);
                if (c != 0)
                    return c;
            }
        }
        return a.length - b.length;
    }

    public static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            T oa = a[i], ob = b[i];
            if (oa != ob) {
                int c = cmp.compare(oa, ob);
                if (c != 0)
                    return c;
            }
        }
        return a.length - b.length;
    }

    public static int mismatch(Object[] a, Object[] b) {
        int n = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        for (int i = 0; i < n; i++)
            if (!Objects.equals(a[i], b[i]))
                return i;
        return a.length == b.length ? -1 : n;
    }

    public static int hashCode(Object[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (Object element : a)
            result = 31 * result + (element == null ? 0 : element.hashCode());
        return result;
    }

    public static int deepHashCode(Object[] a) {
        if (a == null)
            return 0;
        int result = 1;
        for (Object element : a) {
            int elementHash;
            if (element == null)
                elementHash = 0;
            else if (element instanceof Object[])
                elementHash = deepHashCode((Object[]) element);
            else if (element instanceof int[])
                elementHash = hashCode((int[]) element);
            else if (element instanceof long[])
                elementHash = hashCode((long[]) element);
            else if (element instanceof short[])
                elementHash = hashCode((short[]) element);
            else if (element instanceof char[])
                elementHash = hashCode((char[]) element);
            else if (element instanceof byte[])
                elementHash = hashCode((byte[]) element);
            else if (element instanceof boolean[])
                elementHash = hashCode((boolean[]) element);
            else if (element instanceof float[])
                elementHash = hashCode((float[]) element);
            else if (element instanceof double[])
                elementHash = hashCode((double[]) element);
            else
                elementHash = element.hashCode();
            result = 31 * result + elementHash;
        }
        return result;
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2)
            return true;
        if (a1 == null || a2 == null)
            return false;
        int length = a1.length;
        if (a2.length != length)
            return false;
        for (int i = 0; i < length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2)
                continue;
            if (e1 == null)
                return false;
            if (!deepEquals0(e1, e2))
                return false;
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[])
            return deepEquals((Object[]) e1, (Object[]) e2);
        else if (e1 instanceof byte[] && e2 instanceof byte[])
            return equals((byte[]) e1, (byte[]) e2);
        else if (e1 instanceof short[] && e2 instanceof short[])
            return equals((short[]) e1, (short[]) e2);
        else if (e1 instanceof int[] && e2 instanceof int[])
            return equals((int[]) e1, (int[]) e2);
        else if (e1 instanceof long[] && e2 instanceof long[])
            return equals((long[]) e1, (long[]) e2);
        else if (e1 instanceof char[] && e2 instanceof char[])
            return equals((char[]) e1, (char[]) e2);
        else if (e1 instanceof float[] && e2 instanceof float[])
            return equals((float[]) e1, (float[]) e2);
        else if (e1 instanceof double[] && e2 instanceof double[])
            return equals((double[]) e1, (double[]) e2);
        else if (e1 instanceof boolean[] && e2 instanceof boolean[])
            return equals((boolean[]) e1, (boolean[]) e2);
        else
            return e1.equals(e2);
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++)
            a[i] = val;
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++)
            a[i] = val;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0)
            throw new IllegalArgumentException(from + " > " + to);
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(Object[] a) {
        if (a == null)
            return "null";
        int iMax = a.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax)
                return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String deepToString(Object[] a) {
        if (a == null)
            return "null";
        int bufLen = 20 * a.length;
        if (a.length != 0 && bufLen <= 0)
            bufLen = Integer.MAX_VALUE;
        StringBuilder buf = new StringBuilder(bufLen);
        deepToString(a, buf, new HashSet<Object[]>());
        return buf.toString();
    }

    private static void deepToString(Object[] a, StringBuilder buf, Set<Object[]> dejaVu) {
        if (a == null) {
            buf.append("null");
            return;
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        dejaVu.add(a);
        buf.append('[');
        for (int i = 0;; i++) {
            Object element = a[i];
            if (element == null) {
                buf.append("null");
            } else {
                Class<?> eClass = element.getClass();
                if (eClass.isArray()) {
                    if (eClass == byte[].class)
                        buf.append(toString((byte[]) element));
                    else if (eClass == short[].class)
                        buf.append(toString((short[]) element));
                    else if (eClass == int[].class)
                        buf.append(toString((int[]) element));
                    else if (eClass == long[].class)
                        buf.append(toString((long[]) element));
                    else if (eClass == char[].class)
                        buf.append(toString((char[]) element));
                    else if (eClass == float[].class)
                        buf.append(toString((float[]) element));
                    else if (eClass == double[].class)
                        buf.append(toString((double[]) element));
                    else if (eClass == boolean[].class)
                        buf.append(toString((boolean[]) element));
                    else if (dejaVu.contains(element))
                        buf.append("[...]");
                    else
                        deepToString((Object[]) element, buf, dejaVu);
                } else {
                    buf.append(element.toString());
                }
            }
            if (i == iMax)
                break;
            buf.append(", ");
        }
        buf.append(']');
        dejaVu.remove(a);
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++)
            array[i] = generator.apply(i);
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++)
            array[i] = generator.applyAsInt(i);
    }

    public static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++)
            array[i] = generator.applyAsLong(i);
    }

    public static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++)
            array[i] = generator.applyAsDouble(i);
    }

    public static <T> void parallelSetAll(T[] array, IntFunction<? extends T> generator) {
        setAll(array, generator);
    }

    public static void parallelSetAll(int[] array, IntUnaryOperator generator) {
        setAll(array, generator);
    }

    public static <T> void parallelPrefix(T[] array, BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++)
            array[i] = op.apply(array[i - 1], array[i]);
    }

    public static void parallelPrefix(int[] array, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++)
            array[i] = op.applyAsInt(array[i - 1], array[i]);
    }

    public static void parallelPrefix(long[] array, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++)
            array[i] = op.applyAsLong(array[i - 1], array[i]);
    }

    public static void parallelPrefix(double[] array, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++)
            array[i] = op.applyAsDouble(array[i - 1], array[i]);
    }

    /* ---------------- streams ---------------- */

    public static <T> Stream<T> stream(T[] array) {
        return stream(array, 0, array.length);
    }

    public static <T> Stream<T> stream(T[] array, int startInclusive, int endExclusive) {
        rangeCheck(array.length, startInclusive, endExclusive);
        return StreamSupport.ofArray(array, startInclusive, endExclusive);
    }

    public static IntStream stream(int[] array) {
        return stream(array, 0, array.length);
    }

    public static IntStream stream(int[] array, int startInclusive, int endExclusive) {
        rangeCheck(array.length, startInclusive, endExclusive);
        return StreamSupport.ofIntArray(array, startInclusive, endExclusive);
    }

    public static LongStream stream(long[] array) {
        return stream(array, 0, array.length);
    }

    public static LongStream stream(long[] array, int startInclusive, int endExclusive) {
        rangeCheck(array.length, startInclusive, endExclusive);
        return StreamSupport.ofLongArray(array, startInclusive, endExclusive);
    }

    public static DoubleStream stream(double[] array) {
        return stream(array, 0, array.length);
    }

    public static DoubleStream stream(double[] array, int startInclusive, int endExclusive) {
        rangeCheck(array.length, startInclusive, endExclusive);
        return StreamSupport.ofDoubleArray(array, startInclusive, endExclusive);
    }

    /* ---------------- spliterators ---------------- */

    public static <T> Spliterator<T> spliterator(T[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> Spliterator<T> spliterator(T[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /* ---------------- asList ---------------- */

    @SafeVarargs
    @SuppressWarnings("varargs")
    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    /** The fixed-size list view returned by asList. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            return Arrays.copyOf(a, a.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = size();
            if (a.length < size)
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) a.getClass());
            System.arraycopy(this.a, 0, a, 0, size);
            if (a.length > size)
                a[size] = null;
            return a;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            E[] a = this.a;
            if (o == null) {
                for (int i = 0; i < a.length; i++)
                    if (a[i] == null)
                        return i;
            } else {
                for (int i = 0; i < a.length; i++)
                    if (o.equals(a[i]))
                        return i;
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : a)
                action.accept(e);
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            E[] a = this.a;
            for (int i = 0; i < a.length; i++)
                a[i] = operator.apply(a[i]);
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < a.length;
                }

                public E next() {
                    int i = cursor;
                    if (i >= a.length)
                        throw new NoSuchElementException();
                    cursor = i + 1;
                    return a[i];
                }
            };
        }
    }
}
