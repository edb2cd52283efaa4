package dev.strata.regionio.region;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * zlib compression of real chunk NBT, one chunk per invocation, walking the corpus in order (so the mean is the
 * mean over its chunks): java.util.zip as Strata uses it now ({@code jdk-new} at level 6, the default) against the
 * other candidates of {@link DeflateCandidate}. Before timing, the setup compresses the whole corpus once, checks
 * that every stream inflates back through {@link java.util.zip.Inflater} and that a second pass gives the same
 * bytes, and prints the compressed size and a CRC-32 over all the streams, to tell identical output apart
 * ("size:" line). See docs/benchmarks.md, "Session 9: DEFLATE libraries".
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DeflateBench {
    /** Region files or folders (see {@link DeflateCandidate#corpus}); default: 1.21.11 terrain the game wrote. */
    @Param(BenchInput.DEFAULT_REGION)
    public String corpus;

    @Param({"jdk-new", "jdk-reuse", "gkl", "jzlib"})
    public String impl;

    @Param({"6"})
    public int level;

    private List<byte[]> chunks;
    private DeflateCandidate candidate;
    private int next;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        chunks = DeflateCandidate.corpus(corpus);
        candidate = DeflateCandidate.of(impl, level);
        System.out.println(sizeLine(chunks, candidate, impl, corpus));
    }

    /** Compresses every chunk twice, checks each stream, and reports totals. */
    static String sizeLine(List<byte[]> chunks, DeflateCandidate c, String impl, String corpus) {
        long raw = 0;
        long packed = 0;
        long[] ref = new long[chunks.size()];
        java.util.zip.CRC32 all = new java.util.zip.CRC32();
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < chunks.size(); i++) {
                byte[] nbt = chunks.get(i);
                int n = c.compress(nbt);
                DeflateCandidate.checkInflates(c.out, n, nbt);
                long h = java.util.Arrays.hashCode(java.util.Arrays.copyOf(c.out, n)) * 31L + n;
                if (pass == 0) {
                    ref[i] = h;
                    all.update(c.out, 0, n);
                    raw += nbt.length;
                    packed += n;
                } else if (ref[i] != h) {
                    throw new IllegalStateException(impl + " gave different bytes for the same chunk");
                }
            }
        }
        return String.format("size: impl=%s level=%d chunks=%d nbt=%d zlib=%d ratio=%.4f mean_zlib_per_chunk=%.0f crc32_of_all_streams=%08x corpus=%s",
                impl, c.level, chunks.size(), raw, packed, packed / (double) raw, packed / (double) chunks.size(), all.getValue(), corpus);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        candidate.close();
    }

    @Benchmark
    public int compress() {
        byte[] nbt = chunks.get(next);
        if (++next == chunks.size()) next = 0;
        return candidate.compress(nbt);
    }
}
