package dev.strata.engine.sched;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;

/**
 * How many generator threads suit this machine by default: the performance cores only, within the container's
 * CPU quota.
 *
 * <p>Sources (Linux): hybrid Intel CPUs list their core types in {@code /sys/devices/cpu_core/cpus} (performance)
 * and {@code /sys/devices/cpu_atom/cpus} (efficiency); ARM big.LITTLE exposes a relative
 * {@code /sys/devices/system/cpu/cpuN/cpu_capacity} (the fast cores have the highest); a cgroup v2 quota is
 * {@code /sys/fs/cgroup/cpu.max} ("quota period", or "max"). Elsewhere the JVM's available processors.
 */
public final class CpuTopology {
    private CpuTopology() {}

    /** The default worker count: performance cores, capped by the CPU quota and the JVM's processors, at least 1. */
    public static int defaultWorkers() {
        return defaultWorkers(Path.of("/"), Runtime.getRuntime().availableProcessors());
    }

    /** As {@link #defaultWorkers()}, reading the sysfs files under {@code root} (for tests). */
    static int defaultWorkers(Path root, int available) {
        int n = available;
        int perf = performanceCores(root);
        if (perf > 0) n = Math.min(n, perf);
        int quota = quotaCpus(root);
        if (quota > 0) n = Math.min(n, quota);
        return Math.max(1, n);
    }

    /** Number of performance cores (logical CPUs) on a hybrid CPU, or 0 when the machine does not say. */
    static int performanceCores(Path root) {
        String core = read(root.resolve("sys/devices/cpu_core/cpus"));
        if (core != null && !core.isBlank()) return cpuList(core.trim()).cardinality();
        // ARM: the CPUs of the highest capacity
        int max = -1, count = 0;
        for (int cpu = 0; cpu < 1024; cpu++) {
            String cap = read(root.resolve("sys/devices/system/cpu/cpu" + cpu + "/cpu_capacity"));
            if (cap == null) break;
            int c;
            try {
                c = Integer.parseInt(cap.trim());
            } catch (NumberFormatException e) {
                return 0;
            }
            if (c > max) {
                max = c;
                count = 1;
            } else if (c == max) {
                count++;
            }
        }
        return count;
    }

    /** CPUs allowed by a cgroup v2 quota (rounded up), or 0 when unlimited or unknown. */
    static int quotaCpus(Path root) {
        String s = read(root.resolve("sys/fs/cgroup/cpu.max"));
        if (s == null) return 0;
        String[] parts = s.trim().split("\\s+");
        if (parts.length != 2 || parts[0].equals("max")) return 0;
        try {
            long quota = Long.parseLong(parts[0]);
            long period = Long.parseLong(parts[1]);
            if (quota <= 0 || period <= 0) return 0;
            return (int) Math.max(1, (quota + period - 1) / period);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** Parses a sysfs CPU list such as {@code 0-7,16,18-19}. */
    static BitSet cpuList(String list) {
        BitSet b = new BitSet();
        for (String part : list.split(",")) {
            if (part.isEmpty()) continue;
            int dash = part.indexOf('-');
            if (dash < 0) {
                b.set(Integer.parseInt(part.trim()));
            } else {
                b.set(Integer.parseInt(part.substring(0, dash).trim()), Integer.parseInt(part.substring(dash + 1).trim()) + 1);
            }
        }
        return b;
    }

    private static String read(Path p) {
        try {
            return Files.isRegularFile(p) ? Files.readString(p) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
