package java.util;

/**
 * Runs TimerTasks on one background thread ("Timer-N" unless named), in the order
 * of their next execution time (a binary heap under the queue's monitor).
 *
 * <p>The thread waits on the queue: without a deadline while it is empty, and
 * until the earliest task's time otherwise, so an idle timer makes one timed
 * wait per task and no system call in between.  A fixed-rate task is next due
 * one period after its last scheduled time, a fixed-delay task one period after
 * it actually started.  A task that throws kills the timer, as in the JDK: its
 * queue is dropped and later scheduling fails with "Timer already cancelled.".
 */
public class Timer {
    private static int nextSerial;

    private static synchronized int serialNumber() {
        return nextSerial++;
    }

    /** The heap of scheduled tasks, 1-based; also the monitor of the timer thread. */
    private final TaskQueue queue = new TaskQueue();
    private final TimerThread thread = new TimerThread(queue);

    /** Once the Timer is unreachable (and its queue empty), lets the thread end, as the JDK's. */
    private final Object threadReaper = new Object() {
        @SuppressWarnings("deprecation")
        protected void finalize() throws Throwable {
            synchronized (queue) {
                thread.newTasksMayBeScheduled = false;
                queue.notify();
            }
        }
    };

    public Timer() {
        this("Timer-" + serialNumber());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + serialNumber(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        if (name == null) {
            throw new NullPointerException();
        }
        thread.setName(name);
        thread.setDaemon(isDaemon);
        thread.start();
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        sched(task, System.currentTimeMillis() + delay, 0);
    }

    public void schedule(TimerTask task, Date time) {
        sched(task, time.getTime(), 0);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, -period);
    }

    public void schedule(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, period);
    }

    public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), period);
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0) {
            throw new IllegalArgumentException("Illegal execution time.");
        }
        // keep period from overflowing the time arithmetic
        if (Math.abs(period) > (Long.MAX_VALUE >> 1)) {
            period >>= 1;
        }
        synchronized (queue) {
            if (!thread.newTasksMayBeScheduled) {
                throw new IllegalStateException("Timer already cancelled.");
            }
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN) {
                    throw new IllegalStateException("Task already scheduled or cancelled");
                }
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
            }
            queue.add(task);
            if (queue.getMin() == task) {
                queue.notify();
            }
        }
    }

    public void cancel() {
        synchronized (queue) {
            thread.newTasksMayBeScheduled = false;
            queue.clear();
            queue.notify();
        }
    }

    public int purge() {
        int result = 0;
        synchronized (queue) {
            for (int i = queue.size(); i > 0; i--) {
                if (queue.get(i).state == TimerTask.CANCELLED) {
                    queue.quickRemove(i);
                    result++;
                }
            }
            if (result != 0) {
                queue.heapify();
            }
        }
        return result;
    }

    /** The timer's thread: takes the earliest task, waits until it is due, runs it. */
    static final class TimerThread extends Thread {
        /** Cleared by cancel() and when a task throws; guarded by the queue's monitor. */
        boolean newTasksMayBeScheduled = true;
        private final TaskQueue queue;

        TimerThread(TaskQueue queue) {
            this.queue = queue;
        }

        public void run() {
            try {
                mainLoop();
            } finally {
                synchronized (queue) {
                    newTasksMayBeScheduled = false;
                    queue.clear();
                }
            }
        }

        private void mainLoop() {
            for (;;) {
                try {
                    TimerTask task;
                    boolean fired;
                    synchronized (queue) {
                        while (queue.isEmpty() && newTasksMayBeScheduled) {
                            queue.wait();
                        }
                        if (queue.isEmpty()) {
                            return;
                        }
                        long now, due;
                        task = queue.getMin();
                        synchronized (task.lock) {
                            if (task.state == TimerTask.CANCELLED) {
                                queue.removeMin();
                                continue;
                            }
                            now = System.currentTimeMillis();
                            due = task.nextExecutionTime;
                            fired = due <= now;
                            if (fired) {
                                if (task.period == 0) {
                                    queue.removeMin();
                                    task.state = TimerTask.EXECUTED;
                                } else {
                                    queue.rescheduleMin(task.period < 0 ? now - task.period : due + task.period);
                                }
                            }
                        }
                        if (!fired) {
                            queue.wait(due - now);
                        }
                    }
                    if (fired) {
                        task.run();
                    }
                } catch (InterruptedException e) {
                    // ignored, as the JDK's timer thread does
                }
            }
        }
    }

    /** A binary min-heap of tasks by next execution time, in queue[1..size]. */
    static final class TaskQueue {
        private TimerTask[] queue = new TimerTask[128];
        private int size;

        int size() {
            return size;
        }

        boolean isEmpty() {
            return size == 0;
        }

        TimerTask get(int i) {
            return queue[i];
        }

        TimerTask getMin() {
            return queue[1];
        }

        void add(TimerTask task) {
            if (size + 1 == queue.length) {
                queue = Arrays.copyOf(queue, 2 * queue.length);
            }
            queue[++size] = task;
            siftUp(size);
        }

        void removeMin() {
            queue[1] = queue[size];
            queue[size--] = null;
            siftDown(1);
        }

        void quickRemove(int i) {
            queue[i] = queue[size];
            queue[size--] = null;
        }

        void rescheduleMin(long newTime) {
            queue[1].nextExecutionTime = newTime;
            siftDown(1);
        }

        void clear() {
            for (int i = 1; i <= size; i++) {
                queue[i] = null;
            }
            size = 0;
        }

        void heapify() {
            for (int i = size / 2; i >= 1; i--) {
                siftDown(i);
            }
        }

        private void siftUp(int k) {
            while (k > 1) {
                int parent = k >> 1;
                if (queue[parent].nextExecutionTime <= queue[k].nextExecutionTime) {
                    break;
                }
                TimerTask t = queue[parent];
                queue[parent] = queue[k];
                queue[k] = t;
                k = parent;
            }
        }

        private void siftDown(int k) {
            int child;
            while ((child = k << 1) <= size && child > 0) {
                if (child < size && queue[child].nextExecutionTime > queue[child + 1].nextExecutionTime) {
                    child++;
                }
                if (queue[k].nextExecutionTime <= queue[child].nextExecutionTime) {
                    break;
                }
                TimerTask t = queue[child];
                queue[child] = queue[k];
                queue[k] = t;
                k = child;
            }
        }
    }
}
