package dev.strata.engine.feature.cave;

import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.ArrayList;
import java.util.List;

/** A random source that logs each draw's kind ({@code int:bound}, {@code float}, {@code long}...), for draw-order tests. */
final class RecordingRandom implements RandomSource {
    final RandomSource inner;
    final List<String> log = new ArrayList<>();

    RecordingRandom(long seed) {
        inner = new XoroshiroRandom(seed);
    }

    @Override public RandomSource fork() { log.add("fork"); return inner.fork(); }
    @Override public PositionalRandomFactory forkPositional() { log.add("forkPositional"); return inner.forkPositional(); }
    @Override public void setSeed(long seed) { inner.setSeed(seed); }
    @Override public int nextInt() { log.add("int"); return inner.nextInt(); }
    @Override public int nextInt(int bound) { log.add("int:" + bound); return inner.nextInt(bound); }
    @Override public long nextLong() { log.add("long"); return inner.nextLong(); }
    @Override public boolean nextBoolean() { log.add("boolean"); return inner.nextBoolean(); }
    @Override public float nextFloat() { log.add("float"); return inner.nextFloat(); }
    @Override public double nextDouble() { log.add("double"); return inner.nextDouble(); }
    @Override public double nextGaussian() { log.add("gaussian"); return inner.nextGaussian(); }

    String joined() {
        return String.join(" ", log);
    }
}
