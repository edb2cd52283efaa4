package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The void world's start platform ({@code VoidStartPlatformFeature}): each chunk near (0, 0) fills its own part. */
class VoidStartPlatformFeatureTest {
    @Test
    void theCentreChunkGetsStoneAndTheCobblestoneCentre() {
        SeaTestRegion r = new SeaTestRegion();
        VoidStartPlatformFeature f = new VoidStartPlatformFeature(r.state("minecraft:stone"), r.state("minecraft:cobblestone"));
        r.snapshot();
        assertTrue(f.place(r.level, new LegacyRandom(0), 0, 10, 0));
        List<int[]> changed = r.changed();
        assertEquals(256, changed.size(), "the whole chunk is within 16 of (8, 8)");
        for (int[] p : changed) {
            assertEquals(13, p[1]);
            assertTrue(p[0] >= 0 && p[0] < 16 && p[2] >= 0 && p[2] < 16, "only its own chunk");
            assertEquals(p[0] == 8 && p[2] == 8 ? "minecraft:cobblestone" : "minecraft:stone", r.name(p[0], p[1], p[2]));
        }
    }

    @Test
    void aCornerChunkFillsUpToSixteenBlocksFromTheCentre() {
        SeaTestRegion r = new SeaTestRegion(1, -1);
        VoidStartPlatformFeature f = new VoidStartPlatformFeature(r.state("minecraft:stone"), r.state("minecraft:cobblestone"));
        r.snapshot();
        assertTrue(f.place(r.level, new LegacyRandom(0), 16, 0, -16));
        // x 16..24, z -8..-1
        assertEquals(9 * 8, r.changed().size());
        assertEquals("minecraft:stone", r.name(24, 3, -8));
        assertEquals("minecraft:air", r.name(25, 3, -8));
    }

    @Test
    void farChunksPlaceNothingButSucceed() {
        SeaTestRegion r = new SeaTestRegion(2, 0);
        r.snapshot();
        assertTrue(new VoidStartPlatformFeature(r.state("minecraft:stone"), r.state("minecraft:cobblestone")).place(r.level, new LegacyRandom(0), 32, 0, 0));
        assertEquals(List.of(), r.changed());
    }
}
