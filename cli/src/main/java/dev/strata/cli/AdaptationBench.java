package dev.strata.cli;

import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.Beardifier;
import dev.strata.engine.levelgen.ProtoChunk;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code strata bench --adaptation}: what the structures' terrain adaptation (the beardifier) adds to the noise step of
 * the chunks near them (issue 13's budget: at most 10%).
 *
 * <p>Of the measured chunks (the bench's spiral), those whose beardifier is not empty are kept, their beardifiers made
 * beforehand (finding the starts is the structure steps' work, timed apart as {@code structure-refs}). Then, on the
 * calling thread, rounds of the noise step ({@code NoiseChunk.fill}) over those chunks in both modes: with each
 * chunk's beardifier and with {@link Beardifier#EMPTY}, the order of the two modes alternating from round to round so
 * that neither always runs first. The first {@value #UNMEASURED} rounds warm the JIT and are not counted. Reported per
 * round and as medians: thread CPU ms per chunk in each mode, each round's ratio and the median of those ratios
 * (not the ratio of the two medians). The ratio includes the game's own
 * per-block work in cells the adaptation changes (ground raised or hollowed needs the density and the aquifer block by
 * block), not only the beardifier's sums.
 */
final class AdaptationBench {
    /** Rounds run before the measured ones, for the JIT. */
    static final int UNMEASURED = 4;
    /** Below this many chunks timed, a note says that the rounds vary more than what they measure. */
    static final int FEW = 100;

    private AdaptationBench() {}

    /**
     * @param chunks the chunks to consider, {@code {x, z}} in chunk coordinates
     * @param rounds measured rounds, at least 1
     * @return the number of chunks near terrain-adapting structures, which were timed
     * @throws StrataCliException (usage) when none of the chunks is near such a structure
     */
    static int run(DimensionGenerator generator, List<int[]> chunks, int rounds, PrintWriter out) {
        DimensionGenerator.Worker worker = generator.newWorker();
        List<int[]> near = new ArrayList<>();
        List<Beardifier> beards = new ArrayList<>();
        for (int[] c : chunks) {
            Beardifier b = worker.beardifier(c[0], c[1]);
            if (b.isEmpty()) continue;
            near.add(c);
            beards.add(b);
        }
        out.printf(Locale.ROOT, "adaptation: %d of %d chunks near terrain-adapting structures%n", near.size(), chunks.size());
        if (near.isEmpty()) {
            throw new StrataCliException(ExitCodes.USAGE, "nothing to time: none of the " + chunks.size() + " chunks is near a structure "
                    + "whose terrain_adaptation is not none; choose a --center near one (strata structures lists the starts) or give more --chunks");
        }
        if (near.size() < FEW) {
            out.printf(Locale.ROOT, "note: only %d chunks are timed; rounds of so few vary by more than the adaptation costs. Give more "
                    + "--chunks (docs/benchmarks.md times 1,100 or more)%n", near.size());
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        ProtoChunk chunk = generator.newChunk();
        double[] with = new double[rounds], without = new double[rounds], ratio = new double[rounds];
        out.println("round  with: thread CPU ms/chunk  without: thread CPU ms/chunk  with/without");
        for (int r = -UNMEASURED; r < rounds; r++) {
            long[] cpu = new long[2];
            for (int k = 0; k < 2; k++) {
                int mode = (r & 1) == 0 ? k : 1 - k; // 0: with the adaptation
                long c0 = mx.getCurrentThreadCpuTime();
                for (int i = 0; i < near.size(); i++) {
                    int[] c = near.get(i);
                    chunk.reset(c[0], c[1]);
                    worker.noiseChunk().fill(chunk, c[0], c[1], mode == 0 ? beards.get(i) : Beardifier.EMPTY);
                }
                cpu[mode] = mx.getCurrentThreadCpuTime() - c0;
            }
            if (r < 0) continue;
            with[r] = cpu[0] / 1e6 / near.size();
            without[r] = cpu[1] / 1e6 / near.size();
            ratio[r] = (double) cpu[0] / cpu[1];
            out.printf(Locale.ROOT, "%5d  %27.3f  %30.3f  %12.3f%n", r + 1, with[r], without[r], ratio[r]);
            out.flush();
        }
        double[] sorted = ratio.clone();
        Arrays.sort(sorted);
        out.printf(Locale.ROOT, "medians of %d %s: with %.3f, without %.3f ms of thread CPU per chunk; with/without, the median of "
                + "the rounds' ratios: %.3f (rounds %.3f to %.3f)%n", rounds, rounds == 1 ? "round" : "rounds", median(with), median(without),
                median(ratio), sorted[0], sorted[rounds - 1]);
        out.flush();
        return near.size();
    }

    /** The median (the mean of the middle two for an even count). */
    static double median(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
