package java.time.zone;

import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The offsets of one zone over time: the transitions recorded in the data and, after the
 * last of them, the yearly rules (from the POSIX TZ footer of a TZif file).
 *
 * Invariants: savingsInstantTransitions is strictly increasing and wallOffsets has one more
 * element (wallOffsets[i] is in force before transition i, wallOffsets[i + 1] after it);
 * the same holds for standardTransitions and standardOffsets.
 */
public final class ZoneRules implements Serializable {
    private static final long serialVersionUID = 3044319355680032515L;

    /** The largest offset magnitude, which bounds how far local and UTC times differ. */
    private static final int MAX_OFFSET = 18 * 3600;

    private final long[] standardTransitions;
    private final ZoneOffset[] standardOffsets;
    private final long[] savingsInstantTransitions;
    private final ZoneOffset[] wallOffsets;
    private final ZoneOffsetTransitionRule[] lastRules;

    private ZoneRules(long[] standardTransitions, ZoneOffset[] standardOffsets,
            long[] savingsInstantTransitions, ZoneOffset[] wallOffsets,
            ZoneOffsetTransitionRule[] lastRules) {
        this.standardTransitions = standardTransitions;
        this.standardOffsets = standardOffsets;
        this.savingsInstantTransitions = savingsInstantTransitions;
        this.wallOffsets = wallOffsets;
        this.lastRules = lastRules;
    }

    public static ZoneRules of(ZoneOffset baseStandardOffset, ZoneOffset baseWallOffset,
            List<ZoneOffsetTransition> standardOffsetTransitionList,
            List<ZoneOffsetTransition> transitionList, List<ZoneOffsetTransitionRule> lastRules) {
        if (baseStandardOffset == null || baseWallOffset == null
                || standardOffsetTransitionList == null || transitionList == null
                || lastRules == null) {
            throw new NullPointerException();
        }
        long[] st = new long[standardOffsetTransitionList.size()];
        ZoneOffset[] so = new ZoneOffset[st.length + 1];
        so[0] = baseStandardOffset;
        for (int i = 0; i < st.length; i++) {
            st[i] = standardOffsetTransitionList.get(i).toEpochSecond();
            so[i + 1] = standardOffsetTransitionList.get(i).getOffsetAfter();
        }
        long[] wt = new long[transitionList.size()];
        ZoneOffset[] wo = new ZoneOffset[wt.length + 1];
        wo[0] = baseWallOffset;
        for (int i = 0; i < wt.length; i++) {
            wt[i] = transitionList.get(i).toEpochSecond();
            wo[i + 1] = transitionList.get(i).getOffsetAfter();
        }
        return new ZoneRules(st, so, wt, wo, lastRules.toArray(new ZoneOffsetTransitionRule[0]));
    }

    public static ZoneRules of(ZoneOffset offset) {
        if (offset == null) {
            throw new NullPointerException("offset");
        }
        return new ZoneRules(new long[0], new ZoneOffset[] {offset}, new long[0],
            new ZoneOffset[] {offset}, new ZoneOffsetTransitionRule[0]);
    }

    /** Used by the zoneinfo reader: arrays owned by the new object from now on. */
    static ZoneRules ofArrays(long[] standardTransitions, ZoneOffset[] standardOffsets,
            long[] savingsInstantTransitions, ZoneOffset[] wallOffsets,
            ZoneOffsetTransitionRule[] lastRules) {
        return new ZoneRules(standardTransitions, standardOffsets, savingsInstantTransitions,
            wallOffsets, lastRules);
    }

    public boolean isFixedOffset() {
        return standardOffsets[0].equals(wallOffsets[0]) && standardTransitions.length == 0
            && savingsInstantTransitions.length == 0 && lastRules.length == 0;
    }

    private ZoneOffsetTransition[] rulesForYear(int year) {
        ZoneOffsetTransition[] out = new ZoneOffsetTransition[lastRules.length];
        for (int i = 0; i < lastRules.length; i++) {
            out[i] = lastRules[i].createTransition(year);
        }
        Arrays.sort(out);
        return out;
    }

    private static int yearOf(long epochSecond, ZoneOffset offset) {
        long localSecond = epochSecond + offset.getTotalSeconds();
        long localEpochDay = Math.floorDiv(localSecond, 86400);
        if (localEpochDay < -365243219162L) {
            localEpochDay = -365243219162L;
        } else if (localEpochDay > 365241780471L) {
            localEpochDay = 365241780471L;
        }
        return LocalDate.ofEpochDay(localEpochDay).getYear();
    }

    private boolean beyondStored(long epochSecond) {
        int n = savingsInstantTransitions.length;
        return lastRules.length > 0 && (n == 0 || epochSecond > savingsInstantTransitions[n - 1]);
    }

    public ZoneOffset getOffset(Instant instant) {
        if (savingsInstantTransitions.length == 0 && lastRules.length == 0) {
            return wallOffsets[0];
        }
        long epochSec = instant.getEpochSecond();
        if (beyondStored(epochSec)) {
            int year = yearOf(epochSec, wallOffsets[wallOffsets.length - 1]);
            ZoneOffsetTransition[] trans = rulesForYear(year);
            ZoneOffsetTransition last = null;
            for (ZoneOffsetTransition t : trans) {
                if (epochSec < t.toEpochSecond()) {
                    return t.getOffsetBefore();
                }
                last = t;
            }
            return last.getOffsetAfter();
        }
        int index = upperBound(savingsInstantTransitions, epochSec);
        return wallOffsets[index];
    }

    /** The number of elements of the sorted array a that are <= key. */
    private static int upperBound(long[] a, long key) {
        int lo = 0;
        int hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] <= key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    public ZoneOffset getOffset(LocalDateTime localDateTime) {
        Object info = getOffsetInfo(localDateTime);
        if (info instanceof ZoneOffsetTransition) {
            return ((ZoneOffsetTransition) info).getOffsetBefore();
        }
        return (ZoneOffset) info;
    }

    public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
        Object info = getOffsetInfo(localDateTime);
        if (info instanceof ZoneOffsetTransition) {
            ZoneOffsetTransition t = (ZoneOffsetTransition) info;
            if (t.isGap()) {
                return Collections.emptyList();
            }
            return Collections.unmodifiableList(Arrays.asList(t.getOffsetBefore(), t.getOffsetAfter()));
        }
        return Collections.singletonList((ZoneOffset) info);
    }

    public ZoneOffsetTransition getTransition(LocalDateTime localDateTime) {
        Object info = getOffsetInfo(localDateTime);
        return (info instanceof ZoneOffsetTransition ? (ZoneOffsetTransition) info : null);
    }

    /** Whether localSecond lies in the gap or overlap of the transition at epochSec. */
    private static boolean inWindow(long localSecond, long epochSec, ZoneOffset before,
            ZoneOffset after) {
        int b = before.getTotalSeconds();
        int a = after.getTotalSeconds();
        return localSecond >= epochSec + Math.min(a, b) && localSecond < epochSec + Math.max(a, b);
    }

    /** A ZoneOffset when the local time has one offset, else the transition it falls in. */
    private Object getOffsetInfo(LocalDateTime dt) {
        if (savingsInstantTransitions.length == 0 && lastRules.length == 0) {
            return wallOffsets[0];
        }
        long localSec = dt.toEpochSecond(ZoneOffset.UTC);
        int n = savingsInstantTransitions.length;
        if (lastRules.length > 0
                && (n == 0 || localSec > savingsInstantTransitions[n - 1] + MAX_OFFSET)) {
            ZoneOffsetTransition[] trans = rulesForYear(dt.getYear());
            Object info = null;
            for (ZoneOffsetTransition t : trans) {
                if (inWindow(localSec, t.toEpochSecond(), t.getOffsetBefore(), t.getOffsetAfter())) {
                    return t;
                }
                long minLocal = t.toEpochSecond() + Math.min(t.getOffsetBefore().getTotalSeconds(),
                    t.getOffsetAfter().getTotalSeconds());
                if (localSec < minLocal) {
                    return t.getOffsetBefore();
                }
                info = t.getOffsetAfter();
            }
            return info;
        }
        int k = upperBound(savingsInstantTransitions, localSec - MAX_OFFSET - 1);
        int passed = k;
        for (int i = k; i < n && savingsInstantTransitions[i] <= localSec + MAX_OFFSET; i++) {
            long t = savingsInstantTransitions[i];
            ZoneOffset before = wallOffsets[i];
            ZoneOffset after = wallOffsets[i + 1];
            if (inWindow(localSec, t, before, after)) {
                return new ZoneOffsetTransition(t, before, after);
            }
            if (t + Math.min(before.getTotalSeconds(), after.getTotalSeconds()) <= localSec) {
                passed = i + 1;
            }
        }
        return wallOffsets[passed];
    }

    public ZoneOffset getStandardOffset(Instant instant) {
        long epochSec = instant.getEpochSecond();
        int n = standardTransitions.length;
        if (lastRules.length > 0 && (n == 0 || epochSec > standardTransitions[n - 1])
                && beyondStored(epochSec)) {
            return lastRules[lastRules.length - 1].getStandardOffset();
        }
        return standardOffsets[upperBound(standardTransitions, epochSec)];
    }

    public Duration getDaylightSavings(Instant instant) {
        ZoneOffset standardOffset = getStandardOffset(instant);
        ZoneOffset actualOffset = getOffset(instant);
        return Duration.ofSeconds(actualOffset.getTotalSeconds() - standardOffset.getTotalSeconds());
    }

    public boolean isDaylightSavings(Instant instant) {
        return !getStandardOffset(instant).equals(getOffset(instant));
    }

    public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
        return getValidOffsets(localDateTime).contains(offset);
    }

    public ZoneOffsetTransition nextTransition(Instant instant) {
        int n = savingsInstantTransitions.length;
        long epochSec = instant.getEpochSecond();
        if (n > 0 && epochSec < savingsInstantTransitions[n - 1]) {
            int index = upperBound(savingsInstantTransitions, epochSec);
            return new ZoneOffsetTransition(savingsInstantTransitions[index], wallOffsets[index],
                wallOffsets[index + 1]);
        }
        if (lastRules.length == 0) {
            return null;
        }
        int year = yearOf(epochSec, wallOffsets[n]);
        for (int y = year; y <= year + 2 && y <= 999_999_999; y++) {
            for (ZoneOffsetTransition t : rulesForYear(y)) {
                if (t.toEpochSecond() > epochSec) {
                    return t;
                }
            }
        }
        return null;
    }

    public ZoneOffsetTransition previousTransition(Instant instant) {
        int n = savingsInstantTransitions.length;
        long epochSec = instant.getEpochSecond();
        if (instant.getNano() > 0 && epochSec < Long.MAX_VALUE) {
            epochSec += 1;
        }
        if (lastRules.length > 0 && (n == 0 || epochSec > savingsInstantTransitions[n - 1])) {
            int year = yearOf(epochSec, wallOffsets[n]);
            int lastStoredYear = n == 0 ? Integer.MIN_VALUE
                : yearOf(savingsInstantTransitions[n - 1], wallOffsets[n]);
            for (int y = year; y >= year - 2 && y >= lastStoredYear && y >= -999_999_999; y--) {
                ZoneOffsetTransition[] trans = rulesForYear(y);
                for (int i = trans.length - 1; i >= 0; i--) {
                    long t = trans[i].toEpochSecond();
                    if (t < epochSec && (n == 0 || t > savingsInstantTransitions[n - 1])) {
                        return trans[i];
                    }
                }
            }
        }
        int index = upperBound(savingsInstantTransitions, epochSec - 1);
        if (index == 0) {
            return null;
        }
        return new ZoneOffsetTransition(savingsInstantTransitions[index - 1], wallOffsets[index - 1],
            wallOffsets[index]);
    }

    public List<ZoneOffsetTransition> getTransitions() {
        List<ZoneOffsetTransition> list = new ArrayList<>();
        for (int i = 0; i < savingsInstantTransitions.length; i++) {
            list.add(new ZoneOffsetTransition(savingsInstantTransitions[i], wallOffsets[i],
                wallOffsets[i + 1]));
        }
        return Collections.unmodifiableList(list);
    }

    public List<ZoneOffsetTransitionRule> getTransitionRules() {
        return Collections.unmodifiableList(Arrays.asList(lastRules));
    }

    @Override
    public boolean equals(Object otherRules) {
        if (this == otherRules) {
            return true;
        }
        if (otherRules instanceof ZoneRules) {
            ZoneRules other = (ZoneRules) otherRules;
            return Arrays.equals(standardTransitions, other.standardTransitions)
                && Arrays.equals(standardOffsets, other.standardOffsets)
                && Arrays.equals(savingsInstantTransitions, other.savingsInstantTransitions)
                && Arrays.equals(wallOffsets, other.wallOffsets)
                && Arrays.equals(lastRules, other.lastRules);
        }
        return false;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(standardTransitions) ^ Arrays.hashCode(standardOffsets)
            ^ Arrays.hashCode(savingsInstantTransitions) ^ Arrays.hashCode(wallOffsets)
            ^ Arrays.hashCode(lastRules);
    }

    @Override
    public String toString() {
        return "ZoneRules[currentStandardOffset=" + standardOffsets[standardOffsets.length - 1] + "]";
    }
}
