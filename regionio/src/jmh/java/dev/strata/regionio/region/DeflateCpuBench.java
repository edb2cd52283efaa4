package dev.strata.regionio.region;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The same work as {@link DeflateBench}, timed by the thread's CPU time instead of the wall clock, with the
 * candidates alternated round by round in one JVM (the order rotates each round), so a shared, loaded machine
 * moves every candidate alike and time spent waiting for a core does not count. Not a JMH benchmark: run
 * {@code main} with the test class path of {@code -Pbench}:
 * <pre>
 * java -cp ... dev.strata.regionio.region.DeflateCpuBench CORPUS ROUNDS jdk-new:6 jdk-reuse:6 gkl:1 ...
 * </pre>
 * CORPUS as in {@link DeflateCandidate#corpus}. Each round compresses the whole corpus once per candidate; the first
 * two rounds are warm-up. Prints, per candidate, CPU ns per chunk (median and minimum over the rounds), the wall
 * median, and the size line of {@link DeflateBench#sizeLine}.
 */
public final class DeflateCpuBench {
    private DeflateCpuBench() {}

    public static void main(String[] args) throws Exception {
        String corpus = args[0];
        int rounds = Integer.parseInt(args[1]);
        List<byte[]> chunks = DeflateCandidate.corpus(corpus);
        List<String> names = new ArrayList<>();
        List<DeflateCandidate> cands = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            String[] il = args[i].split(":");
            DeflateCandidate c = DeflateCandidate.of(il[0], Integer.parseInt(il[1]));
            names.add(args[i]);
            cands.add(c);
            System.out.println(DeflateBench.sizeLine(chunks, c, il[0], corpus));
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int k = cands.size();
        long[][] cpu = new long[k][rounds];
        long[][] wall = new long[k][rounds];
        int sink = 0;
        for (int r = 0; r < rounds + 2; r++) {
            for (int j = 0; j < k; j++) {
                int c = (j + r) % k;
                DeflateCandidate cand = cands.get(c);
                long c0 = mx.getCurrentThreadCpuTime();
                long w0 = System.nanoTime();
                for (byte[] nbt : chunks) sink += cand.compress(nbt);
                long w1 = System.nanoTime();
                long c1 = mx.getCurrentThreadCpuTime();
                if (r >= 2) {
                    cpu[c][r - 2] = c1 - c0;
                    wall[c][r - 2] = w1 - w0;
                }
            }
        }
        int n = chunks.size();
        System.out.printf("chunks=%d rounds=%d (sink %d)%n", n, rounds, sink);
        System.out.printf("%-14s %16s %16s %16s%n", "candidate", "cpu_ns_median", "cpu_ns_min", "wall_ns_median");
        for (int c = 0; c < k; c++) {
            long[] cs = cpu[c].clone();
            long[] ws = wall[c].clone();
            Arrays.sort(cs);
            Arrays.sort(ws);
            System.out.printf("%-14s %16d %16d %16d%n", names.get(c), cs[rounds / 2] / n, cs[0] / n, ws[rounds / 2] / n);
        }
        for (DeflateCandidate c : cands) c.close();
    }
}
