package dev.strata.engine.feature.tree;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.decorator.TreeDecorator;
import dev.strata.engine.feature.tree.foliage.FoliagePlacer;
import dev.strata.engine.feature.tree.root.RootPlacer;
import dev.strata.engine.feature.tree.trunk.TrunkPlacer;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A synthetic decoration region for tree tests: the nine chunks around chunk (0, 0), y 0..63, dirt below
 * {@link #GROUND}, {@code ground} at it, air above; trees grow at {@code (8, GROUND + 1, 8)} by default.
 */
final class TreeWorld {
    static final int GROUND = 10;
    private static BlockStates shared;

    final BlockStates states;
    final TreeBlocks blocks;
    final DecorationRegion region;
    final ProtoChunk[] chunks = new ProtoChunk[9];
    private final int[][] template = new int[9][];

    static synchronized BlockStates states() {
        if (shared == null) shared = new BlockStates(SharedData.vanilla());
        return shared;
    }

    TreeWorld() {
        this("minecraft:grass_block");
    }

    TreeWorld(String ground) {
        this(ground, false);
    }

    /**
     * @param skyLight whether the region answers full sky light (the overworld's answer at the features step, which
     *                 mushrooms' survival reads) rather than 0
     */
    TreeWorld(String ground, boolean skyLight) {
        states = states();
        blocks = new TreeBlocks(states);
        region = new DecorationRegion(states, 1L, 63, 0, 64, 0, 64, (x, y, z) -> 0, skyLight);
        int dirt = states.defaultState("minecraft:dirt"), top = states.defaultState(ground);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(0, 64);
                c.reset(dx, dz);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                for (int x = 0; x < 16; x++) {
                    for (int z = 0; z < 16; z++) {
                        for (int y = 0; y < GROUND; y++) c.setBlock(x, y, z, dirt);
                        c.setBlock(x, GROUND, z, top);
                    }
                }
                chunks[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        region.set(0, 0, chunks);
        snapshot();
    }

    /** Takes the current blocks as the template {@link #changes} compares against. */
    void snapshot() {
        for (int i = 0; i < 9; i++) template[i] = chunks[i].blocks().clone();
    }

    /** Puts the template's blocks back (ticks, block entities, heightmaps and marks cleared): the world as at {@link #snapshot}. */
    void restore() {
        for (int i = 0; i < 9; i++) {
            chunks[i].clearBlocks();
            System.arraycopy(template[i], 0, chunks[i].blocks(), 0, template[i].length);
        }
    }

    int get(int x, int y, int z) {
        return region.getBlockState(x, y, z);
    }

    int get(Pos p) {
        return get(p.x(), p.y(), p.z());
    }

    /** Sets a block directly (no heightmaps): scenery before a test's snapshot. */
    void put(int x, int y, int z, String state) {
        chunk(x, z).setBlock(x & 15, y, z & 15, states.registry().parse(state));
    }

    private ProtoChunk chunk(int x, int z) {
        return chunks[((z >> 4) + 1) * 3 + (x >> 4) + 1];
    }

    /** Every position whose block differs from the template, with its block. */
    Map<Pos, Integer> changes() {
        Map<Pos, Integer> out = new HashMap<>();
        for (int i = 0; i < 9; i++) {
            int[] now = chunks[i].blocks(), was = template[i];
            int cx = chunks[i].chunkX(), cz = chunks[i].chunkZ();
            for (int idx = 0; idx < now.length; idx++) {
                if (now[idx] == was[idx]) continue;
                out.put(new Pos(cx * 16 + (idx & 15), idx >> 8, cz * 16 + ((idx >> 4) & 15)), now[idx]);
            }
        }
        return out;
    }

    String name(int state) {
        return states.registry().blockName(state);
    }

    /** Positions of changed blocks of a block name. */
    Set<Pos> changed(String blockName) {
        Set<Pos> out = new HashSet<>();
        for (Map.Entry<Pos, Integer> e : changes().entrySet()) if (name(e.getValue()).equals(blockName)) out.add(e.getKey());
        return out;
    }

    /** The distance property of a leaf, or -1. */
    int distance(Pos p) {
        String v = states.value(get(p), "distance");
        return v == null ? -1 : Integer.parseInt(v);
    }

    /**
     * The game's rule for the leaves of a freshly placed tree, recounted: each leaf in the tree's box is at
     * {@code min(7, 1 + the fewest steps through leaves to a log)}; a fresh leaf unreachable in 6 keeps 7.
     */
    Map<Pos, Integer> recountDistances(Set<Pos> logs, Set<Pos> leaves) {
        Map<Pos, Integer> dist = new HashMap<>();
        ArrayDeque<Pos> queue = new ArrayDeque<>(logs);
        for (Pos l : logs) dist.put(l, 0);
        while (!queue.isEmpty()) {
            Pos p = queue.poll();
            int d = dist.get(p);
            if (d >= 6) continue;
            for (Direction dir : Direction.values()) {
                Pos n = p.relative(dir);
                if (leaves.contains(n) && !dist.containsKey(n)) {
                    dist.put(n, d + 1);
                    queue.add(n);
                }
            }
        }
        Map<Pos, Integer> out = new HashMap<>();
        for (Pos l : leaves) out.put(l, dist.getOrDefault(l, 7));
        return out;
    }

    /** Whether the positions are one 26-connected group. */
    static boolean connected(Set<Pos> positions) {
        if (positions.isEmpty()) return true;
        Set<Pos> seen = new HashSet<>();
        ArrayDeque<Pos> queue = new ArrayDeque<>();
        Pos first = positions.iterator().next();
        queue.add(first);
        seen.add(first);
        while (!queue.isEmpty()) {
            Pos p = queue.poll();
            for (int dx = -1; dx <= 1; dx++) for (int dy = -1; dy <= 1; dy++) for (int dz = -1; dz <= 1; dz++) {
                Pos n = p.offset(dx, dy, dz);
                if (positions.contains(n) && seen.add(n)) queue.add(n);
            }
        }
        return seen.size() == positions.size();
    }

    /** A tree configuration with oak log and oak leaves, the default below-trunk provider, two layers (1, 0, 1). */
    TreeConfiguration config(TrunkPlacer trunk, FoliagePlacer foliage, RootPlacer root, List<TreeDecorator> decorators) {
        return config(trunk, foliage, root, decorators, new TwoLayersFeatureSize(1, 0, 1, -1));
    }

    TreeConfiguration config(TrunkPlacer trunk, FoliagePlacer foliage, RootPlacer root, List<TreeDecorator> decorators, FeatureSize size) {
        int log = states.registry().parse("minecraft:oak_log[axis=y]");
        int leaves = states.registry().parse("minecraft:oak_leaves[distance=7,persistent=false,waterlogged=false]");
        BlockStateProvider trunkP = (l, r, x, y, z) -> log, foliageP = (l, r, x, y, z) -> leaves;
        return new TreeConfiguration(trunkP, trunk, foliageP, foliage, root, size, List.copyOf(decorators), true,
                TreeFeatures.defaultBelowTrunk(blocks), blocks);
    }

    /** A random source that logs every draw as text ({@code "nextInt(3)"}, {@code "nextFloat"}...) around a real one. */
    static final class Recording implements RandomSource {
        final RandomSource delegate;
        final List<String> calls = new ArrayList<>();

        Recording(RandomSource delegate) {
            this.delegate = delegate;
        }

        @Override public RandomSource fork() { throw new UnsupportedOperationException(); }
        @Override public dev.strata.engine.random.PositionalRandomFactory forkPositional() { throw new UnsupportedOperationException(); }
        @Override public void setSeed(long seed) { delegate.setSeed(seed); }
        @Override public int nextInt() { calls.add("nextInt"); return delegate.nextInt(); }
        @Override public int nextInt(int bound) { calls.add("nextInt(" + bound + ")"); return delegate.nextInt(bound); }
        @Override public long nextLong() { calls.add("nextLong"); return delegate.nextLong(); }
        @Override public boolean nextBoolean() { calls.add("nextBoolean"); return delegate.nextBoolean(); }
        @Override public float nextFloat() { calls.add("nextFloat"); return delegate.nextFloat(); }
        @Override public double nextDouble() { calls.add("nextDouble"); return delegate.nextDouble(); }
        @Override public double nextGaussian() { calls.add("nextGaussian"); return delegate.nextGaussian(); }
    }
}
