package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A direct {@link ProtoChunk#setBlock} keeps the world-generation heightmaps taken as exact only when the new state
 * agrees with the old on every flag a heightmap tests (an ore for stone); any other write makes the final heightmaps
 * a recount from the top. Either way they must equal a recount of the blocks.
 */
class ProtoChunkHeightmapExactTest {
    private static final Heightmap.Types[] FINAL = {Heightmap.Types.WORLD_SURFACE, Heightmap.Types.OCEAN_FLOOR,
            Heightmap.Types.MOTION_BLOCKING, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES};

    /** Stone up to y 10 in every column, the _WG maps counted (11) and declared exact, as the generation steps leave them. */
    private static ProtoChunk stoneTo10() {
        ProtoChunk c = new ProtoChunk(-64, 384);
        int stone = BlockStateRegistry.vanilla().defaultState("minecraft:stone");
        for (int y = -64; y <= 10; y++) {
            for (int col = 0; col < 256; col++) c.blocks()[((y + 64) << 8) | col] = stone;
        }
        Arrays.fill(c.worldSurfaceWg(), 11);
        Arrays.fill(c.oceanFloorWg(), 11);
        c.worldgenHeightmapsAreExact();
        return c;
    }

    private static void assertRecount(ProtoChunk c) {
        byte[] flags = BlockFlags.table();
        for (Heightmap.Types t : FINAL) {
            int[] map = c.finalHeightmap(t);
            for (int col = 0; col < 256; col++) {
                assertEquals(Heightmap.prime(c.blocks(), flags, col, c.minY(), c.height(), t), map[col], t + " column " + col);
            }
        }
    }

    @Test
    void flagNeutralWritesKeepExactAndOthersRecount() {
        int ore = BlockStateRegistry.vanilla().defaultState("minecraft:iron_ore");
        ProtoChunk swapped = stoneTo10();
        swapped.setBlock(3, 10, 4, ore);
        swapped.setBlock(5, 0, 5, ore);
        assertRecount(swapped);
        assertEquals(11, swapped.finalHeightmap(Heightmap.Types.WORLD_SURFACE)[4 << 4 | 3]);

        ProtoChunk dug = stoneTo10();
        dug.setBlock(5, 0, 5, ore);
        dug.setBlock(3, 10, 4, 0); // air at the top of one column: that column's maps drop to 10
        dug.setBlock(6, 10, 6, ore); // a neutral write after it does not make the maps exact again
        assertRecount(dug);
        assertEquals(10, dug.finalHeightmap(Heightmap.Types.WORLD_SURFACE)[4 << 4 | 3]);
        assertEquals(10, dug.finalHeightmap(Heightmap.Types.MOTION_BLOCKING)[4 << 4 | 3]);
    }

    @Test
    void theTestedFlagsCoverEveryHeightmapType() {
        for (Heightmap.Types t : Heightmap.Types.values()) {
            assertTrue((ProtoChunk.HEIGHTMAP_FLAGS & t.flag) == t.flag, t + " tests a flag the exactness check ignores");
        }
    }
}
