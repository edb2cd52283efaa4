package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Pillager outposts keep 10 chunks away from any chunk the villages set selects (their {@code exclusion_zone}), in
 * the vanilla data with the fixture's seed.
 */
class ExclusionZoneTest {
    @Test
    void pillagerOutpostsAvoidVillages() {
        StructurePlacements p = VanillaPlacements.of("minecraft:the_nether"); // no rings needed; the sets are the pack's
        StructureSetDef outposts = VanillaPlacements.set(p, "minecraft:pillager_outposts");
        StructureSetDef villages = VanillaPlacements.set(p, "minecraft:villages");
        assertEquals(new ExclusionZone(villages.id(), 10), outposts.placement().settings().exclusionZone());
        int refused = 0, kept = 0;
        for (int x = -1200; x < 1200; x++) {
            for (int z = -1200; z < 1200; z++) {
                if (!p.isPlacementChunk(outposts, x, z) || !outposts.placement().settings().applyAdditionalChunkRestrictions(x, z, p.seed())) {
                    continue;
                }
                boolean villageNear = false;
                for (int vx = x - 10; vx <= x + 10; vx++) {
                    for (int vz = z - 10; vz <= z + 10; vz++) if (p.isStructureChunk(villages, vx, vz)) villageNear = true;
                }
                assertEquals(!villageNear, p.isStructureChunk(outposts, x, z), "outpost chunk " + x + "," + z);
                if (villageNear) refused++;
                else kept++;
            }
        }
        // 70 x 70 squares, one in five kept by legacy_type_1; villages (spacing 34) come within 10 chunks of some
        assertTrue(refused >= 20 && kept >= 300, "refused " + refused + ", kept " + kept);
    }

    @Test
    void theZoneIsASquareOfChunkCount() {
        StructurePlacements p = VanillaPlacements.of("minecraft:the_nether");
        StructureSetDef villages = VanillaPlacements.set(p, "minecraft:villages");
        assertTrue(p.isStructureChunk(villages, -98, -10)); // the fixture's savanna village
        java.util.List<int[]> found = new java.util.ArrayList<>();
        for (int x = -200; x < 40; x++) for (int z = -120; z < 100; z++) if (p.isStructureChunk(villages, x, z)) found.add(new int[] {x, z});
        int near = 0;
        for (int x = -150; x < -10; x += 3) {
            for (int z = -70; z < 50; z += 2) {
                for (int range : new int[] {1, 10, 16}) {
                    boolean want = false;
                    for (int[] v : found) want |= Math.abs(v[0] - x) <= range && Math.abs(v[1] - z) <= range;
                    assertEquals(want, p.hasStructureChunkInRange(villages, x, z, range), x + "," + z + " range " + range);
                    if (want) near++;
                }
            }
        }
        assertTrue(near > 100, "near " + near);
        // the corners of the square count: (-98, -10) is 10 chunks from (-88, 0) on both axes
        assertTrue(p.hasStructureChunkInRange(villages, -88, 0, 10));
    }
}
