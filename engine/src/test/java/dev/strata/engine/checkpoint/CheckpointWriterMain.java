package dev.strata.engine.checkpoint;

import java.nio.file.Path;

/**
 * Child process of {@link CheckpointCrashTest}: resumes (or creates) the checkpoint of a world and marks one new
 * chunk per step, forever, until killed. Step s marks bit {@code (s / R) % 1024} of region
 * {@code (s % R, s / (R * 1024))}, so every step adds exactly one chunk and the state after S steps is
 * {@link #expectedCount known}: the checkpoint's done count tells how many steps it holds.
 */
public final class CheckpointWriterMain {
    static final int R = 16;

    private CheckpointWriterMain() {}

    /** How many chunks of region (rx, rz) are marked after the first {@code steps} steps (a prefix of local indices). */
    static int expectedCount(int rx, int rz, long steps) {
        long t = Math.max(0, Math.min((long) R * 1024, steps - (long) rz * R * 1024));
        return (int) Math.max(0, (t - rx + R - 1) / R);
    }

    public static void main(String[] args) throws Exception {
        Path world = Path.of(args[0]);
        try (Checkpoint cp = Checkpoint.exists(world) ? Checkpoint.open(world) : Checkpoint.create(world, CheckpointTest.INFO)) {
            long s = cp.doneCount();
            System.out.println("ready");
            System.out.flush();
            for (;; s++) {
                int rx = (int) (s % R), rz = (int) (s / (R * 1024L)), bit = (int) (s / R % 1024);
                long[] m = new long[16];
                m[bit >>> 6] = 1L << bit;
                cp.markRegionDone(rx, rz, m);
            }
        }
    }
}
