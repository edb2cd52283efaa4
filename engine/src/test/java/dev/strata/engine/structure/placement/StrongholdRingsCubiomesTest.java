package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.api.Test;

/**
 * Stronghold positions checked against an independent implementation: Cubiomes (github.com/Cubitect/cubiomes,
 * commit e61f905, {@code initFirstStronghold} / {@code nextStronghold} with {@code MC_1_21_WD} and its own biome
 * generator), run for these seeds on 2026-12-01. Cubiomes prints block {@code (16·cx + 4, 16·cz + 4)}; the chunks are
 * listed here. Strata computes the same positions through its own rings and biome search ({@link RingPositions}): each
 * listed chunk is a stronghold chunk and its eight neighbours are not.
 */
class StrongholdRingsCubiomesTest {
    /** Cubiomes' first nine strongholds (the first ring's 3, then the second ring's 6) of seed 13579. */
    private static final int[][] SEED_13579 = {{-29, 88}, {-64, -64}, {94, -29}, {93, 273}, {-216, 239}, {-300, -73}, {-92, -286}, {218, -237}, {329, 71}};

    @Test
    void theFirstNineStrongholdsOfSeed13579AreCubiomes() {
        StructurePlacements p = VanillaPlacements.of("minecraft:overworld");
        assertChunks(p, 13579L, SEED_13579);
    }

    /** Seeds 0 and 42, first ring (Cubiomes). */
    @Test
    void theFirstRingOfOtherSeedsIsCubiomes() {
        assertFirstRing(0L, new int[][] {{-13, -106}, {125, 57}, {-87, 71}});
        assertFirstRing(42L, new int[][] {{-25, -141}, {107, 48}, {-121, 96}});
    }

    private static void assertFirstRing(long seed, int[][] chunks) {
        assertChunks(StructurePlacements.forDimension(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), seed), seed, chunks);
    }

    private static void assertChunks(StructurePlacements p, long seed, int[][] chunks) {
        StructureSetDef set = p.set(ResourceId.parse("minecraft:strongholds"));
        for (int[] c : chunks) {
            assertTrue(p.isStructureChunk(set, c[0], c[1]), "seed " + seed + " chunk " + c[0] + ", " + c[1]);
            for (int dx = -1; dx <= 1; dx++) {
                for (int dz = -1; dz <= 1; dz++) {
                    if (dx != 0 || dz != 0) assertFalse(p.isStructureChunk(set, c[0] + dx, c[1] + dz), "seed " + seed + " chunk " + (c[0] + dx) + ", " + (c[1] + dz));
                }
            }
        }
    }
}
