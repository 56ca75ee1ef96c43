package java.util.concurrent;

/**
 * A reusable barrier with a changing number of parties, optionally in a tree.
 *
 * <p>All phasers of one tree share the root's monitor ({@code root.lock}): every
 * count is read and changed under it, and waiters wait on it for the root's phase
 * to move.  The phase lives in the root; a child keeps the phase its counts belong
 * to and catches up (its unarrived count reset to its parties) the first time it
 * is used after the root has advanced, as the JDK's "reconcile" does.  A child
 * whose parties have all arrived arrives once at its parent (deregistering from it
 * when it has no parties left); a child that gains its first party registers with
 * its parent.  When the root's last party arrives, onAdvance decides: terminate
 * (the phase becomes negative, the next phase plus Integer.MIN_VALUE) or move to
 * the next phase (wrapping at Integer.MAX_VALUE).
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;
    private static final int MAX_PHASE = Integer.MAX_VALUE;

    private final Phaser parent;
    private final Phaser root;
    /** The tree's monitor: the root's own object. */
    private final Object lock;

    /** The root's phase (negative once terminated); a child's: the phase its counts belong to. */
    private int phase;
    private int parties;
    private int unarrived;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties < 0 || parties > MAX_PARTIES) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parent = parent;
        if (parent != null) {
            this.root = parent.root;
            this.lock = root.lock;
            synchronized (lock) {
                if (parties != 0) {
                    this.phase = parent.doRegister(1);
                } else {
                    this.phase = parent.reconciledPhase();
                }
            }
        } else {
            this.root = this;
            this.lock = new Object();
            this.phase = 0;
        }
        this.parties = parties;
        this.unarrived = parties;
    }

    // ---------------------------------------------------------------- under lock

    /** The root's phase, after bringing this child's counts up to it. */
    private int reconciledPhase() {
        int rp = root.phase;
        if (root != this && phase != rp) {
            phase = rp;
            unarrived = parties;
        }
        return rp;
    }

    private String stateString() {
        reconciledPhase();
        return super.toString() + "[phase = " + root.phase + " parties = " + parties + " arrived = "
                + (parties - unarrived) + "]";
    }

    private int doRegister(int registrations) {
        for (;;) {
            int p = reconciledPhase();
            if (p < 0) {
                return p;
            }
            if (parties + registrations > MAX_PARTIES) {
                throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for "
                        + stateString());
            }
            if (root != this && parties != 0 && unarrived == 0) {
                // this child has arrived at its parent for this phase: wait for the advance
                awaitPhaseChange(p);
                continue;
            }
            if (root != this && parties == 0) {
                int pp = parent.doRegister(1);
                if (pp < 0) {
                    return pp;
                }
                phase = pp;
            }
            parties += registrations;
            unarrived += registrations;
            return root.phase;
        }
    }

    private void awaitPhaseChange(int p) {
        boolean interrupted = false;
        while (root.phase == p) {
            try {
                lock.wait();
            } catch (InterruptedException ie) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** One party arrives (and leaves, if deregister).  Returns the arrival phase. */
    private int doArrive(boolean deregister) {
        int p = reconciledPhase();
        if (p < 0) {
            return p;
        }
        if (unarrived <= 0) {
            throw new IllegalStateException("Attempted arrival of unregistered party for " + stateString());
        }
        unarrived--;
        if (deregister) {
            parties--;
        }
        if (unarrived == 0) {
            if (root == this) {
                advance(p);
            } else {
                parent.doArrive(parties == 0);
            }
        }
        return p;
    }

    /** The root's last party has arrived. */
    private void advance(int p) {
        boolean terminate;
        try {
            terminate = onAdvance(p, parties);
        } finally {
            phase = (p + 1) & MAX_PHASE;
            lock.notifyAll();
        }
        if (terminate) {
            phase |= Integer.MIN_VALUE; // the counts stay as they were at the last arrival
        } else {
            unarrived = parties;
        }
    }

    // ---------------------------------------------------------------- public API

    public int register() {
        synchronized (lock) {
            return doRegister(1);
        }
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            if (parties == 0) {
                return reconciledPhase();
            }
            return doRegister(parties);
        }
    }

    public int arrive() {
        synchronized (lock) {
            return doArrive(false);
        }
    }

    public int arriveAndDeregister() {
        synchronized (lock) {
            return doArrive(true);
        }
    }

    public int arriveAndAwaitAdvance() {
        synchronized (lock) {
            int p = doArrive(false);
            if (p < 0) {
                return p;
            }
            if (root.phase != p) {
                // this arrival advanced the phase: the next phase, even into termination (as the JDK)
                return (p + 1) & MAX_PHASE;
            }
            awaitPhaseChange(p);
            return root.phase;
        }
    }

    public int awaitAdvance(int phase) {
        if (phase < 0) {
            return phase;
        }
        synchronized (lock) {
            int p = root.phase;
            if (p != phase) {
                return p;
            }
            awaitPhaseChange(p);
            return root.phase;
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        if (phase < 0) {
            return phase;
        }
        synchronized (lock) {
            while (root.phase == phase) {
                lock.wait();
            }
            return root.phase;
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        if (phase < 0) {
            return phase;
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (lock) {
            while (root.phase == phase) {
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    throw new TimeoutException();
                }
                lock.wait(Math.max(1L, TimeUnit.NANOSECONDS.toMillis(left)));
            }
            return root.phase;
        }
    }

    public void forceTermination() {
        synchronized (lock) {
            if (root.phase >= 0) {
                root.phase |= Integer.MIN_VALUE;
                lock.notifyAll();
            }
        }
    }

    public final int getPhase() {
        synchronized (lock) {
            return root.phase;
        }
    }

    public int getRegisteredParties() {
        synchronized (lock) {
            return parties;
        }
    }

    public int getArrivedParties() {
        synchronized (lock) {
            reconciledPhase();
            return parties - unarrived;
        }
    }

    public int getUnarrivedParties() {
        synchronized (lock) {
            reconciledPhase();
            return unarrived;
        }
    }

    public Phaser getParent() {
        return parent;
    }

    public Phaser getRoot() {
        return root;
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return root.phase < 0;
        }
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        synchronized (lock) {
            return stateString();
        }
    }
}
