package dev.strata.engine.structure.placement;

import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.ClimateSampler;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * The chunks of one concentric-rings placement (game: {@code ChunkGeneratorStructureState.generateRingPositions},
 * unchanged from 26.1 to 26.2).
 *
 * <p>One legacy random seeded with the rings seed (the world seed for a normal world) draws, in this order: the start
 * angle ({@code nextDouble() * 2π}); per position its distance {@code 4d + 6d·circle + (nextDouble() - 0.5) · 2.5d}
 * chunks ({@code d = distance}), then a fork ({@code new LegacyRandom(nextLong())}) for that position's biome search;
 * after the last position of a circle a further {@code nextDouble() * 2π} added to the angle. The angle advances by
 * {@code 2π / spread} per position; after each circle {@code spread += 2·spread / (circle + 1)} (circle already
 * counted), capped at the positions left. Each position's chunk is then moved by {@link BiomeSearch} (radius
 * {@value #SEARCH_RADIUS} blocks around the chunk's middle, block y 0) to a quart of a preferred biome, or stays
 * where it is when none is found.
 *
 * <p>The game runs the searches as parallel tasks, each with its own forked random, so a position depends on nothing
 * but its start. Here each search is done on first need: {@link #contains} only searches the positions whose start
 * lies within {@value #MAX_SHIFT} chunks of the asked chunk (a search moves a position at most that far), and every
 * search starts with a fresh biome warm start (which only matters where a climate is exactly as near to two biomes),
 * so the result does not depend on the order of questions or on threads. Thread-safe.
 */
public final class RingPositions {
    /** Biome search radius in blocks (game: the literal 112 in {@code generateRingPositions}). */
    public static final int SEARCH_RADIUS = 112;
    /**
     * How far a search can move a position, in chunks on each axis: the quarts searched span blocks
     * {@code 16·cx + 8 - 112} to {@code 16·cx + 8 + 112}, chunks {@code cx - 7} to {@code cx + 7}.
     */
    public static final int MAX_SHIFT = 7;
    /** Search lanes of {@link #all}; threads only decide how many run at once. */
    static final int LANES = 4;

    /**
     * A ring position before its biome search: the chunk, and the seed of the forked random the search uses (the
     * game's {@code random.fork()} of a legacy random is {@code new LegacyRandom(nextLong())}).
     */
    record Start(int chunkX, int chunkZ, long searchSeed) {
        /** A new random in the fork's state. */
        RandomSource searchRandom() {
            return new LegacyRandom(searchSeed);
        }
    }

    private final List<Start> starts;
    private final BiomeSource source;
    private final Supplier<ClimateSampler> samplers;
    private final IntPredicate preferred;
    private final long[] positions;
    private final boolean[] known;
    private BiomeSource.Resolver resolver; // for searches on demand; guarded by this

    /**
     * @param ringsSeed the world seed (game: {@code concentricRingsSeed} of a normal world)
     * @param samplers a new climate sampler per searching thread (samplers are stateful)
     * @param preferred which biome ids the search accepts ({@code preferred_biomes})
     */
    public RingPositions(ConcentricRingsPlacement placement, long ringsSeed, BiomeSource source, Supplier<ClimateSampler> samplers,
            IntPredicate preferred) {
        this.starts = starts(placement, ringsSeed);
        this.source = source;
        this.samplers = samplers;
        this.preferred = preferred;
        this.positions = new long[starts.size()];
        this.known = new boolean[starts.size()];
    }

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
            out.add(new Start(initialX, initialZ, random.nextLong())); // the fork
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

    /** Number of positions ({@code count}). */
    public int size() {
        return starts.size();
    }

    /**
     * Whether chunk {@code (chunkX, chunkZ)} is one of the positions (game: {@code positions.contains}). A chunk
     * farther than {@link #MAX_SHIFT} from every start is answered at once, without a lock or a search.
     */
    public boolean contains(int chunkX, int chunkZ) {
        for (Start s : starts) {
            if (Math.abs(s.chunkX() - chunkX) <= MAX_SHIFT && Math.abs(s.chunkZ() - chunkZ) <= MAX_SHIFT) return containsNear(chunkX, chunkZ);
        }
        return false;
    }

    private synchronized boolean containsNear(int chunkX, int chunkZ) {
        long packed = ChunkPos.pack(chunkX, chunkZ);
        for (int i = 0; i < starts.size(); i++) {
            Start s = starts.get(i);
            if (Math.abs(s.chunkX() - chunkX) > MAX_SHIFT || Math.abs(s.chunkZ() - chunkZ) > MAX_SHIFT) continue;
            if (!known[i]) {
                if (resolver == null) resolver = source.resolver(samplers.get());
                positions[i] = search(s, resolver);
                known[i] = true;
            }
            if (positions[i] == packed) return true;
        }
        return false;
    }

    /**
     * Every position, packed with {@link ChunkPos#pack}, in the game's order (duplicates kept); the missing searches
     * run in {@value #LANES} lanes on at most {@code threads} threads.
     */
    public long[] all(int threads) {
        synchronized (this) {
            List<Integer> missing = new ArrayList<>();
            for (int i = 0; i < known.length; i++) if (!known[i]) missing.add(i);
            Runnable[] lanes = new Runnable[LANES];
            for (int l = 0; l < LANES; l++) {
                int lane = l;
                lanes[l] = () -> {
                    BiomeSource.Resolver r = null;
                    for (int k = lane; k < missing.size(); k += LANES) {
                        if (r == null) r = source.resolver(samplers.get());
                        int i = missing.get(k);
                        positions[i] = search(starts.get(i), r);
                    }
                };
            }
            run(lanes, Math.max(1, Math.min(threads, LANES)));
            for (int i : missing) known[i] = true;
            return positions.clone();
        }
    }

    /** One position's biome search, from a fresh warm start and a fresh copy of its forked random. */
    private long search(Start s, BiomeSource.Resolver r) {
        r.forgetWarmStart();
        BiomeSearch.Found f = BiomeSearch.findBiomeHorizontal(r, (s.chunkX() << 4) + 8, 0, (s.chunkZ() << 4) + 8, SEARCH_RADIUS, 1,
                preferred, s.searchRandom(), false);
        return f != null ? ChunkPos.pack(f.blockX() >> 4, f.blockZ() >> 4) : ChunkPos.pack(s.chunkX(), s.chunkZ());
    }

    private static void run(Runnable[] lanes, int threads) {
        if (threads == 1) {
            for (Runnable r : lanes) r.run();
            return;
        }
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicInteger next = new AtomicInteger();
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
