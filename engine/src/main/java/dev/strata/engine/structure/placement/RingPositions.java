package dev.strata.engine.structure.placement;

import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.ClimateSampler;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * The chunks of a concentric-rings placement (game: {@code ChunkGeneratorStructureState.generateRingPositions},
 * unchanged from 26.1 to 26.2).
 *
 * <p>One legacy random seeded with the rings seed (the world seed for a normal world) draws, in this order: the start
 * angle ({@code nextDouble() * 2π}); per position its distance {@code 4d + 6d·circle + (nextDouble() - 0.5) · 2.5d}
 * chunks ({@code d = distance}), then a fork ({@code new LegacyRandom(nextLong())}) for that position's biome search;
 * after the last position of a circle a further {@code nextDouble() * 2π} added to the angle. The angle advances by
 * {@code 2π / spread} per position; after each circle {@code spread += 2·spread / (circle + 1)} (circle already
 * counted), capped at the positions left. Each position's chunk is moved by {@link BiomeSearch} (radius 112 blocks
 * around the chunk's middle, block y 0) to a quart of a preferred biome, or stays where it is when none is found.
 *
 * <p>The game runs the searches as parallel tasks; each has its own forked random, so the result does not depend on
 * their order. Here they run in {@value #LANES} fixed lanes (position {@code i} in lane {@code i % LANES}), each lane on
 * one biome resolver, so the result does not depend on the thread count either (the resolver's warm start, which
 * only matters where a climate is exactly as near to two biomes, sees the same sequence every time).
 */
public final class RingPositions {
    /** Biome search radius in blocks (game: the literal 112 in {@code generateRingPositions}). */
    public static final int SEARCH_RADIUS = 112;
    /** Fixed number of search lanes; threads only decide how many run at once. */
    static final int LANES = 4;

    private RingPositions() {}

    /** A ring position before its biome search: the chunk and the forked random the search uses. */
    record Start(int chunkX, int chunkZ, RandomSource searchRandom) {}

    /** The positions' starting chunks and search randoms, in the game's order (no biome lookups). */
    static List<Start> starts(ConcentricRingsPlacement p, long ringsSeed) {
        int distance = p.distance();
        int count = p.count();
        int spread = p.spread();
        List<Start> out = new ArrayList<>(count);
        LegacyRandom random = new LegacyRandom(ringsSeed);
        double angle = random.nextDouble() * Math.PI * 2.0;
        int positionInCircle = 0;
        int circle = 0;
        for (int i = 0; i < count; i++) {
            double dist = (double) (4 * distance + distance * circle * 6) + (random.nextDouble() - 0.5) * ((double) distance * 2.5);
            int initialX = (int) Math.round(Math.cos(angle) * dist);
            int initialZ = (int) Math.round(Math.sin(angle) * dist);
            out.add(new Start(initialX, initialZ, random.fork()));
            angle += Math.PI * 2 / (double) spread;
            if (++positionInCircle == spread) {
                positionInCircle = 0;
                spread += 2 * spread / (++circle + 1);
                spread = Math.min(spread, count - i);
                angle += random.nextDouble() * Math.PI * 2.0;
            }
        }
        return out;
    }

    /**
     * Computes the ring chunks, packed with {@link ChunkPos#pack}, in the game's order (duplicates kept).
     *
     * @param preferred which biome ids the search accepts ({@code preferred_biomes})
     * @param samplers a new climate sampler per lane (samplers are stateful)
     * @param threads at most this many lanes at once (1: all on the calling thread)
     */
    public static long[] compute(ConcentricRingsPlacement p, long ringsSeed, BiomeSource source, Supplier<ClimateSampler> samplers,
            IntPredicate preferred, int threads) {
        List<Start> starts = starts(p, ringsSeed);
        long[] out = new long[starts.size()];
        Runnable[] lanes = new Runnable[LANES];
        for (int l = 0; l < LANES; l++) {
            int lane = l;
            lanes[l] = () -> {
                BiomeSource.Resolver resolver = null;
                for (int i = lane; i < starts.size(); i += LANES) {
                    if (resolver == null) resolver = source.resolver(samplers.get());
                    Start s = starts.get(i);
                    BiomeSearch.Found f = BiomeSearch.findBiomeHorizontal(resolver, (s.chunkX() << 4) + 8, 0, (s.chunkZ() << 4) + 8,
                            SEARCH_RADIUS, 1, preferred, s.searchRandom(), false);
                    out[i] = f != null ? ChunkPos.pack(f.blockX() >> 4, f.blockZ() >> 4) : ChunkPos.pack(s.chunkX(), s.chunkZ());
                }
            };
        }
        run(lanes, Math.max(1, Math.min(threads, LANES)));
        return out;
    }

    private static void run(Runnable[] lanes, int threads) {
        if (threads == 1) {
            for (Runnable r : lanes) r.run();
            return;
        }
        AtomicReference<Throwable> failure = new AtomicReference<>();
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        Runnable worker = () -> {
            for (int i; (i = next.getAndIncrement()) < lanes.length;) {
                try {
                    lanes[i].run();
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                    return;
                }
            }
        };
        Thread[] helpers = new Thread[threads - 1];
        for (int t = 0; t < helpers.length; t++) {
            helpers[t] = new Thread(worker, "strata-structure-rings-" + t);
            helpers[t].setDaemon(true);
            helpers[t].start();
        }
        worker.run();
        for (Thread t : helpers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while computing ring positions", e);
            }
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException r) throw r;
        if (t instanceof Error e) throw e;
        if (t != null) throw new IllegalStateException(t);
    }
}
