package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import org.junit.jupiter.api.Test;

/**
 * The noise step marks for post-processing only the fluid blocks the aquifer wants ticked, so every mark, unpacked
 * as the game unpacks {@code PostProcessing} ({@code ProtoChunk.unpackOffsetCoordinates}: x in bits 0-3, y in 4-7,
 * z in 8-11, relative to the section), must land on water or lava in the generated chunk. A mark packed in another
 * layout lands on stone or air for most positions.
 */
class PostProcessingMarksTest {
    @Test
    void everyNoiseStepMarkUnpacksToAFluidBlock() {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 0L);
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk chunk = g.newChunk();
        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        int marks = 0;
        for (int cx = -4; cx < 4; cx++) {
            for (int cz = -4; cz < 4; cz++) {
                w.generate(cx, cz, ChunkStep.NOISE, chunk);
                int sections = chunk.height() >> 4;
                for (int s = 0; s < sections; s++) {
                    for (short p : chunk.postProcessing(s)) {
                        int x = p & 15, y = (p >> 4) & 15, z = (p >> 8) & 15;
                        assertEquals(0, p >>> 12, "only 12 bits are used");
                        int state = chunk.blocks()[((s * 16 + y) * 16 + z) * 16 + x];
                        String name = registry.blockName(state);
                        assertTrue(name.equals("minecraft:water") || name.equals("minecraft:lava"),
                                "chunk " + cx + "," + cz + " section " + s + " mark " + p + " -> (" + x + ", " + y + ", " + z + ") is " + name);
                        marks++;
                    }
                }
            }
        }
        assertTrue(marks > 40, "marks seen: " + marks); // 91 for these 64 chunks
    }
}
