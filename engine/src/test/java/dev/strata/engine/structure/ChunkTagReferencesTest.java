package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.testing.SharedData;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * {@link StructureStarts#chunkTag}'s {@code References} (one pass over the chunks within reach for every structure)
 * equal {@link StructureStarts#referenceKeys} asked structure by structure: the same structures, the same start chunks
 * in the same (reference set) order. Chunks where several structures meet and where two starts of one structure
 * meet (the fixture's mineshaft and trial chambers in the overworld, two nether fossils in the nether, seed 13579)
 * must be among those compared, or the test would not see an ordering mistake.
 */
class ChunkTagReferencesTest {

    @Test
    void overworldChunksReachedByAMineshaftAndTrialChambers() {
        DimensionGenerator g = SimpleStructures.overworld();
        int[] seen = compare(g, SimpleStructures.context(), -104, -92, -2, 10);
        assertTrue(seen[0] > 0, "some chunk is reached by two structures");
    }

    @Test
    void netherChunksReachedByTwoFossils() {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, 13579L);
        int[] seen = compare(g, g.newWorker().structureContext(), -101, -97, 74, 78);
        assertTrue(seen[1] > 0, "some chunk is reached by two starts of one structure");
    }

    /** @return {chunks reached by two or more structures, chunks with two or more starts of one structure} */
    private static int[] compare(DimensionGenerator g, StructureStarts.Context context, int minX, int maxX, int minZ, int maxZ) {
        StructureStarts starts = g.structureStarts();
        int[] seen = new int[2];
        for (int x = minX; x <= maxX; x++) {
            for (int z = minZ; z <= maxZ; z++) {
                CompoundBinaryTag refs = starts.chunkTag(x, z, context).getCompound("References");
                int structures = 0;
                for (ResourceId id : starts.builtStructures()) {
                    long[] want = starts.referenceKeys(x, z, id, context);
                    if (want.length == 0) {
                        assertTrue(!refs.keySet().contains(id.toString()), "no empty array for " + id + " at " + x + "," + z);
                        continue;
                    }
                    structures++;
                    if (want.length > 1) seen[1]++;
                    assertArrayEquals(want, refs.getLongArray(id.toString()), id + " at chunk " + x + "," + z);
                }
                assertEquals(structures, refs.keySet().size(), "structures at chunk " + x + "," + z);
                if (structures > 1) seen[0]++;
            }
        }
        return seen;
    }
}
