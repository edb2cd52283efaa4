package dev.strata.engine.light;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Small worlds built in the test (overworld height, 3 x 3 chunks around chunk 0,0) lit by {@link LightEngine}. */
class LightEngineTest {
    static final BlockStateRegistry REG = BlockStateRegistry.vanilla();
    static final LightTables TABLES = LightTables.vanilla();
    static final int STONE = REG.parse("minecraft:stone");
    static final int AIR = REG.parse("minecraft:air");

    /** A 3 x 3 chunk world, sections -4..19, all air unless set. */
    static final class World {
        final Map<Long, int[]> sections = new HashMap<>();

        void set(int x, int y, int z, int id) {
            long k = ((long) Math.floorDiv(x, 16) & 0xFFFF) << 32 | ((long) Math.floorDiv(z, 16) & 0xFFFF) << 16 | (Math.floorDiv(y, 16) & 0xFFFF);
            int[] s = sections.computeIfAbsent(k, kk -> new int[4096]);
            s[((y & 15) * 16 + (z & 15)) * 16 + (x & 15)] = id;
        }

        void fill(int x0, int y0, int z0, int x1, int y1, int z1, int id) {
            for (int y = y0; y <= y1; y++) for (int z = z0; z <= z1; z++) for (int x = x0; x <= x1; x++) set(x, y, z, id);
        }

        LightEngine light() {
            LightEngine e = new LightEngine(TABLES, -4, 24, true);
            e.reset(-1, -1, 3, 3);
            for (int cz = -1; cz <= 1; cz++) for (int cx = -1; cx <= 1; cx++) e.addChunk(cx, cz, true);
            for (Map.Entry<Long, int[]> en : sections.entrySet()) {
                long k = en.getKey();
                e.setSection((short) (k >>> 32), (short) (k >>> 16), (short) k, en.getValue());
            }
            e.compute();
            return e;
        }
    }

    static int sky(LightEngine e, int x, int y, int z) {
        return nibble(e.skyLight(Math.floorDiv(x, 16), Math.floorDiv(z, 16), Math.floorDiv(y, 16)), x, y, z);
    }

    static int block(LightEngine e, int x, int y, int z) {
        return nibble(e.blockLight(Math.floorDiv(x, 16), Math.floorDiv(z, 16), Math.floorDiv(y, 16)), x, y, z);
    }

    static int nibble(byte[] a, int x, int y, int z) {
        if (a == null) return 0;
        int i = ((y & 15) * 16 + (z & 15)) * 16 + (x & 15);
        return (a[i >> 1] >> ((i & 1) * 4)) & 15;
    }

    @Test
    void torchInACave() {
        World w = new World();
        w.fill(-16, -64, -16, 31, 63, 31, STONE);
        w.fill(2, 10, 2, 8, 14, 8, AIR);
        w.set(5, 10, 5, REG.parse("minecraft:torch"));
        LightEngine e = w.light();
        assertEquals(14, block(e, 5, 10, 5));
        assertEquals(13, block(e, 5, 11, 5));
        assertEquals(10, block(e, 8, 11, 5));
        assertEquals(0, block(e, 9, 11, 5), "stone takes no light");
        assertEquals(0, sky(e, 5, 12, 5), "no sky in a closed cave");
        assertEquals(15, sky(e, 5, 64, 5));
        assertNull(e.blockLight(0, 0, 3), "no block light array where none was set");
    }

    @Test
    void skyLightUnderSlabs() {
        World w = new World();
        w.fill(-16, -64, -16, 31, 0, 31, STONE);
        w.fill(-16, 10, -16, 31, 10, 31, REG.parse("minecraft:oak_slab[type=bottom]"));
        LightEngine e = w.light();
        assertEquals(15, sky(e, 3, 10, 3), "sky enters the bottom slab through its open top");
        assertEquals(0, sky(e, 3, 9, 3), "the slab's full bottom face stops it");
        w.fill(-16, 10, -16, 31, 10, 31, REG.parse("minecraft:oak_slab[type=top]"));
        e = w.light();
        assertEquals(0, sky(e, 3, 10, 3), "a top slab's full top face stops sky at its top");
        w.fill(-16, 10, -16, 31, 10, 31, REG.parse("minecraft:glass"));
        e = w.light();
        assertEquals(15, sky(e, 3, 9, 3), "glass lets sky fall without loss");
        w.fill(-16, 10, -16, 31, 10, 31, AIR);
        w.set(3, 10, 3, REG.parse("minecraft:oak_slab[type=bottom]"));
        e = w.light();
        assertEquals(14, sky(e, 3, 9, 3), "under a single slab light comes from the sides");
    }

    @Test
    void waterColumnLosesOnePerBlock() {
        World w = new World();
        w.fill(-16, -64, -16, 31, 0, 31, STONE);
        w.fill(-16, 1, -16, 31, 30, 31, REG.parse("minecraft:water[level=0]"));
        LightEngine e = w.light();
        assertEquals(15, sky(e, 4, 31, 4));
        for (int k = 0; k < 14; k++) assertEquals(14 - k, sky(e, 4, 30 - k, 4), "depth " + k);
        assertEquals(0, sky(e, 4, 16, 4));
    }

    @Test
    void leavesFilterSkyLight() {
        World w = new World();
        w.fill(-16, -64, -16, 31, 0, 31, STONE);
        w.fill(-16, 20, -16, 31, 20, 31, REG.parse("minecraft:oak_leaves"));
        LightEngine e = w.light();
        assertEquals(14, sky(e, 4, 20, 4));
        assertEquals(13, sky(e, 4, 19, 4));
        assertEquals(6, sky(e, 4, 12, 4));
    }

    @Test
    void cornerSourceReachesThreeNeighbours() {
        World w = new World();
        w.fill(-16, -64, -16, 31, 0, 31, STONE);
        w.set(0, 5, 0, REG.parse("minecraft:glowstone"));
        LightEngine e = w.light();
        assertEquals(15, block(e, 0, 5, 0));
        assertEquals(14, block(e, -1, 5, 0));
        assertEquals(14, block(e, 0, 5, -1));
        assertEquals(13, block(e, -1, 5, -1));
        assertEquals(1, block(e, -14, 5, 0));
        assertTrue(e.blockLight(-1, -1, 0) != null && e.blockLight(-1, 0, 0) != null && e.blockLight(0, -1, 0) != null);
    }

    @Test
    void timing() {
        World w = new World();
        w.fill(-16, -64, -16, 31, 60, 31, STONE);
        w.fill(-16, 20, -16, 31, 40, 31, AIR);
        for (int i = 0; i < 40; i++) w.set((i * 7) % 48 - 16, 21, (i * 13) % 48 - 16, REG.parse("minecraft:torch"));
        w.fill(-16, 61, -16, 31, 64, 31, REG.parse("minecraft:oak_leaves"));
        int rounds = 60;
        long best = Long.MAX_VALUE;
        for (int r = 0; r < rounds; r++) {
            long t = System.nanoTime();
            w.light();
            best = Math.min(best, System.nanoTime() - t);
        }
        System.out.printf("[light timing] 3x3 chunk window, full sky + block light: best %.3f ms per window = %.3f ms per chunk%n",
                best / 1e6, best / 1e6 / 9);
    }
}
