package dev.strata.engine.spawn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.light.GenerationLight;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The spawn step's light from the generation light engine, with the game's rule for sections without a layer. */
class ChunkLightTest {

    private static ChunkLight lit(SpawnTestRegion region) {
        GenerationLight light = new GenerationLight(0, SpawnTestRegion.HEIGHT >> 4, true);
        light.reset(region.cx - 1, region.cz - 1, 3, 3);
        for (ProtoChunk c : region.chunks) light.add(c, true);
        light.compute();
        return ChunkLight.fromSections(region.cx, region.cz, 0, SpawnTestRegion.HEIGHT >> 4, true,
                s -> light.blockLight(region.cx, region.cz, s), s -> light.skyLight(region.cx, region.cz, s));
    }

    @Test
    void openSkyAboveTheGroundDarkBelow() {
        SpawnTestRegion region = SpawnTestRegion.grass(17, 0, "minecraft:plains");
        ChunkLight light = lit(region);
        int x = (17 << 4) + 3, z = 4;
        assertEquals(15, light.skyLight(x, 65, z));
        assertEquals(15, light.skyLight(x, 127, z)); // a section without a layer above everything: 15
        assertEquals(0, light.skyLight(x, 64, z)); // the grass block
        assertEquals(0, light.skyLight(x, 10, z)); // deep stone: a dark layer, not the light above it
        assertEquals(0, light.blockLight(x, 65, z));
        // a section all in stone under lit air keeps its own dark layer (not the lit row above it)
        SpawnTestRegion bare = new SpawnTestRegion(17, 0, "minecraft:plains").fill(0, 63, "minecraft:stone");
        ChunkLight bareLight = lit(bare);
        assertEquals(0, bareLight.skyLight(x, 60, z));
        assertEquals(15, bareLight.skyLight(x, 64, z));
        // lit by the engine, the chunk spawns what full light spawns
        SpawnTestRegion full = SpawnTestRegion.grass(17, 0, "minecraft:plains");
        List<SpawnedMob> expected = full.step().spawn(full.level, full.light);
        assertEquals(expected.size(), region.step().spawn(region.level, light).size());
    }

    @Test
    void aMissingSkyLayerTakesTheBottomRowOfTheLayerAbove() {
        byte[] above = new byte[2048];
        int i = 5 * 16 + 3; // x 3, z 5, y 0
        above[i >> 1] = (byte) (9 << ((i & 1) << 2));
        ChunkLight l = ChunkLight.fromSections(0, 0, 0, 3, true, s -> null, s -> s == 1 ? above : null);
        assertEquals(9, l.skyLight(3, 0, 5)); // section 0 has no layer: section 1's bottom row
        assertEquals(9, l.skyLight(3, 15, 5));
        assertEquals(9, l.skyLight(3, 16, 5)); // section 1 itself
        assertEquals(0, l.skyLight(3, 17, 5));
        assertEquals(15, l.skyLight(3, 40, 5)); // section 2: none above, 15
        assertEquals(0, l.skyLight(4, 0, 5));
    }
}
