package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.BiomeSources;
import dev.strata.engine.biome.ClimateSampler;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import com.google.gson.JsonPrimitive;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Concentric rings: the strongholds of the vanilla overworld for seed 13579. */
class RingPositionsTest {
    private static final ConcentricRingsPlacement STRONGHOLDS = new ConcentricRingsPlacement(
            new PlacementSettings(0, 0, 0, FrequencyReductionMethod.DEFAULT, 1.0f, 0, null), 32, 3, 128, List.of());

    /** Positions per circle: 3, then {@code spread += 2·spread / (circle + 1)}, capped by those left. */
    @Test
    void positionsPerCircleAndTheirDistances() {
        List<RingPositions.Start> starts = RingPositions.starts(STRONGHOLDS, VanillaPlacements.SEED);
        assertEquals(128, starts.size());
        int[] perCircle = {3, 6, 10, 15, 21, 28, 36, 9};
        int i = 0;
        for (int circle = 0; circle < perCircle.length; circle++) {
            double mid = 4 * 32 + 6 * 32 * circle;
            List<Double> angles = new ArrayList<>();
            for (int k = 0; k < perCircle[circle]; k++, i++) {
                RingPositions.Start s = starts.get(i);
                double d = Math.hypot(s.chunkX(), s.chunkZ());
                assertTrue(Math.abs(d - mid) <= 1.25 * 32 + 1, "position " + i + " at " + d + " chunks, circle " + circle);
                angles.add(Math.atan2(s.chunkZ(), s.chunkX()));
            }
            // a full circle's positions are 2π / spread apart (the last circle takes 9 steps of a 10-spread)
            int spread = circle == perCircle.length - 1 ? 10 : perCircle[circle];
            for (int k = 1; k < angles.size(); k++) {
                double step = Math.floorMod(Math.round(Math.toDegrees(angles.get(k) - angles.get(k - 1)) * 1000), 360_000) / 1000.0;
                assertEquals(360.0 / spread, step, 2.5, "circle " + circle + " step " + k);
            }
        }
        // the first draws: angle, distance, fork; all from one legacy random seeded with the world seed
        Random r = new Random(VanillaPlacements.SEED);
        double angle = r.nextDouble() * Math.PI * 2.0;
        double dist = 128 + (r.nextDouble() - 0.5) * 80.0;
        assertEquals((int) Math.round(Math.cos(angle) * dist), starts.get(0).chunkX());
        assertEquals((int) Math.round(Math.sin(angle) * dist), starts.get(0).chunkZ());
        long forkSeed = r.nextLong();
        assertEquals(forkSeed, starts.get(0).searchSeed());
        assertEquals(new Random(forkSeed).nextInt(), starts.get(0).searchRandom().nextInt());
    }

    /** Every start and fork seed against the game's loop written out with {@code java.util.Random}, circle by circle. */
    @Test
    void startsAreTheGamesDraws() {
        List<RingPositions.Start> starts = RingPositions.starts(STRONGHOLDS, VanillaPlacements.SEED);
        Random r = new Random(VanillaPlacements.SEED);
        double angle = r.nextDouble() * Math.PI * 2.0;
        int[] perCircle = {3, 6, 10, 15, 21, 28, 36, 9};
        int[] spreads = {3, 6, 10, 15, 21, 28, 36, 10};
        int i = 0;
        for (int circle = 0; circle < perCircle.length; circle++) {
            for (int k = 0; k < perCircle[circle]; k++, i++) {
                double dist = 32 * 4 + 32 * 6 * circle + (r.nextDouble() - 0.5) * 80.0;
                RingPositions.Start s = starts.get(i);
                assertEquals((int) Math.round(Math.cos(angle) * dist), s.chunkX(), "position " + i);
                assertEquals((int) Math.round(Math.sin(angle) * dist), s.chunkZ(), "position " + i);
                assertEquals(r.nextLong(), s.searchSeed(), "position " + i);
                angle += 2.0 * Math.PI / spreads[circle];
            }
            if (circle < perCircle.length - 1) angle += r.nextDouble() * Math.PI * 2.0; // a circle is complete
        }
    }

    @Test
    void vanillaStrongholdsStayInTheirBand() {
        StructurePlacements overworld = VanillaPlacements.of("minecraft:overworld");
        long t0 = System.nanoTime();
        long[] rings = overworld.ringPositions(ResourceId.parse("minecraft:strongholds"));
        System.out.printf("stronghold rings (128 biome searches) ready after %.0f ms in this test%n", (System.nanoTime() - t0) / 1e6);
        List<RingPositions.Start> starts = RingPositions.starts(STRONGHOLDS, VanillaPlacements.SEED);
        assertEquals(128, rings.length);
        int moved = 0;
        for (int i = 0; i < rings.length; i++) {
            int x = ChunkPos.x(rings[i]), z = ChunkPos.z(rings[i]);
            RingPositions.Start s = starts.get(i);
            // the search covers 28 quarts around the start chunk's middle: at most 7 chunks on each axis
            assertTrue(Math.abs(x - s.chunkX()) <= 7 && Math.abs(z - s.chunkZ()) <= 7, "position " + i);
            if (x != s.chunkX() || z != s.chunkZ()) moved++;
            assertTrue(overworld.isStructureChunk(VanillaPlacements.set(overworld, "minecraft:strongholds"), x, z));
        }
        assertTrue(moved > 100, "nearly every start moves to a random preferred quart: " + moved);
        // only a possible ring set has positions
        assertNull(VanillaPlacements.of("minecraft:the_nether").ringPositions(ResourceId.parse("minecraft:strongholds")));
        assertNull(overworld.ringPositions(ResourceId.parse("minecraft:villages")));
    }

    private static Supplier<ClimateSampler> samplers;
    private static BiomeSource source;
    private static BitSet preferred;

    /** A strongholds-like placement of {@code count} positions on the vanilla overworld (its setup read once). */
    private static synchronized RingPositions strongholds(int count) {
        if (samplers == null) {
            var pack = SharedData.vanilla();
            BiomeRegistry registry = BiomeRegistry.load(pack);
            var dim = BiomeSources.dimension(pack, ResourceId.parse("minecraft:overworld"), registry);
            var settings = NoiseGeneratorSettings.load(pack, dim.noiseSettings());
            var state = new RandomState(pack, VanillaPlacements.SEED, settings.legacyRandomSource());
            preferred = new BitSet();
            for (ResourceId b : StructureSetParser.biomes(JsonCursor.root("test", new JsonPrimitive("#minecraft:stronghold_biased_to")),
                    pack, registry)) {
                preferred.set(registry.id(b));
            }
            source = dim.biomeSource();
            samplers = () -> ClimateSampler.compile(settings.router(), state);
        }
        ConcentricRingsPlacement p = new ConcentricRingsPlacement(STRONGHOLDS.settings(), 32, 3, count, List.of());
        return new RingPositions(p, VanillaPlacements.SEED, source, samplers, preferred::get);
    }

    @Test
    void theSameWhateverTheThreadsAndTheOrderOfQuestions() {
        long t0 = System.nanoTime();
        long[] one = strongholds(3).all(1); // the first circle: 3 searches of 57 x 57 quarts
        assertArrayEquals(one, strongholds(3).all(4));
        // asked chunk by chunk, in reverse, before the whole list: each position is searched alone, the same
        RingPositions lazy = strongholds(3);
        for (int i = one.length - 1; i >= 0; i--) assertTrue(lazy.contains(ChunkPos.x(one[i]), ChunkPos.z(one[i])), "position " + i);
        assertArrayEquals(one, lazy.all(2));
        System.out.printf("3 + 3 + 3 ring searches in %.0f ms%n", (System.nanoTime() - t0) / 1e6);
        // the positions of a 3-position placement are the first ones of the vanilla 128-position one (the draws before the
        // last circle do not depend on the count), asked chunk by chunk: only the searches near them run
        StructurePlacements overworld = VanillaPlacements.of("minecraft:overworld");
        StructureSetDef set = VanillaPlacements.set(overworld, "minecraft:strongholds");
        for (int i = 0; i < 3; i++) assertTrue(overworld.isStructureChunk(set, ChunkPos.x(one[i]), ChunkPos.z(one[i])), "position " + i);
    }

    @Test
    void aChunkFarFromEveryStartSearchesNothing() {
        RingPositions r = new RingPositions(STRONGHOLDS, VanillaPlacements.SEED, null, () -> {
            throw new AssertionError("no search expected");
        }, b -> true);
        assertFalse(r.contains(0, 0)); // the origin is far inside the first circle (88 chunks and more)
        assertFalse(r.contains(30_000, -5_000)); // beyond the last circle (about 1,500 chunks)
    }
}
