package dev.strata.engine.sched;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * A speed limit for chunk generation: at most {@code perSecond} chunk starts per second, taken by the workers
 * before each chunk ({@code --max-rate}).
 *
 * <p>Each {@link #acquire} reserves the next free start time, one interval ({@code 1 / perSecond} s) after the
 * previous reservation: starts are evenly spaced. When the workers fall behind that schedule (a busy machine delays a
 * thread, a chunk takes long), they may catch up on at most the last {@value #CATCH_UP_MILLIS} ms — a token bucket
 * that starts empty and holds at most that much — so the average holds the rate asked for, a burst never exceeds
 * {@value #CATCH_UP_MILLIS} ms worth of chunks, and a run that was idle longer does not make up the rest. A waiting
 * worker sleeps in slices of at most 100 ms and gives up its slot when the run is being stopped, so a stop is not
 * delayed by the queue of reservations.
 *
 * <p>The limit changes only when chunks start, never what they hold or the order they are written in (the writer
 * writes in plan order), so output bytes do not depend on it. Thread-safe.
 */
public final class RateLimiter {
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    /** How far behind its schedule the limiter lets the workers catch up. */
    static final int CATCH_UP_MILLIS = 1000;
    private static final long CATCH_UP_NANOS = TimeUnit.MILLISECONDS.toNanos(CATCH_UP_MILLIS);

    private final long intervalNanos;
    private final LongSupplier clock;
    private long next; // guarded by this; the next free start time on the clock
    private boolean started;

    /**
     * @param perSecond chunk starts per second, more than 0 and at most 1,000,000
     * @throws IllegalArgumentException for a rate out of that range (or NaN)
     */
    public RateLimiter(double perSecond) {
        this(perSecond, System::nanoTime);
    }

    /** As above, with the clock in nanoseconds ({@link System#nanoTime()} outside tests). */
    RateLimiter(double perSecond, LongSupplier clock) {
        if (!(perSecond > 0 && perSecond <= 1_000_000)) {
            throw new IllegalArgumentException("a rate must be more than 0 and at most 1000000 per second, got " + perSecond);
        }
        this.intervalNanos = Math.max(1, Math.round(1e9 / perSecond));
        this.clock = clock;
    }

    /** Nanoseconds between two starts. */
    public long intervalNanos() {
        return intervalNanos;
    }

    /**
     * Reserves the next start and waits for it.
     *
     * @param cancelled checked at least every 100 ms while waiting; when it turns true the wait ends
     * @return true when the caller may start its chunk now, false when {@code cancelled} ended the wait (or the
     *     thread was interrupted: its interrupt flag is then set again)
     */
    public boolean acquire(BooleanSupplier cancelled) {
        long at = reserve();
        while (true) {
            if (cancelled.getAsBoolean()) return false;
            long wait = at - clock.getAsLong();
            if (wait <= 0) return true;
            try {
                TimeUnit.NANOSECONDS.sleep(Math.min(wait, SLICE_NANOS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    /** The start time granted to the caller: the next free slot, at most {@value #CATCH_UP_MILLIS} ms in the past. */
    synchronized long reserve() {
        long now = clock.getAsLong();
        long at = !started ? now : next - (now - CATCH_UP_NANOS) < 0 ? now - CATCH_UP_NANOS : next;
        started = true;
        next = at + intervalNanos;
        return at;
    }
}
