package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Icebergs in an ocean (water 41 to 62, sea level 63): extent and blocks from the game's {@code IcebergFeature}
 * rules, the radius formulas in float, and the smoothing rules on hand-made blocks.
 */
class IcebergFeatureTest {
    private static IcebergFeature iceberg(SeaTestRegion r, String main) {
        var s = r.states;
        return new IcebergFeature(r.state(main), s.blockIndex("minecraft:packed_ice"), s.blockIndex("minecraft:snow_block"),
                s.blockIndex("minecraft:blue_ice"), s.blockIndex("minecraft:ice"), s.blockIndex("minecraft:water"),
                s.blockIndex("minecraft:snow"), s.air, r.state("minecraft:water"), r.state("minecraft:snow_block"));
    }

    @Test
    void icebergsStayWithinTheirRadiusAndDepthAndUseOnlyIceAndSnow() {
        int above = 0, below = 0, snow = 0;
        for (long seed = 0; seed < 8; seed++) {
            SeaTestRegion r = SeaTestRegion.ocean();
            r.snapshot();
            assertTrue(iceberg(r, "minecraft:packed_ice").place(r.level, new LegacyRandom(seed), 8, 41, 8));
            List<int[]> placed = r.changed(s -> !r.states.isAir(s) && !r.is(s, "minecraft:water"));
            assertTrue(!placed.isEmpty(), "seed " + seed);
            for (int[] p : placed) {
                String name = r.name(p[0], p[1], p[2]);
                assertTrue(name.equals("minecraft:packed_ice") || name.equals("minecraft:snow_block"), name);
                assertTrue(Math.abs(p[0] - 8) <= 11 && Math.abs(p[2] - 8) <= 11, "within 11 of the origin");
                // under water at most 17 below sea level (underWaterHeight is capped at 18, the loop stops before it)
                assertTrue(p[1] >= 63 - 17, "depth " + p[1]);
                if (p[1] >= 63) above++;
                else below++;
                if (name.equals("minecraft:snow_block")) {
                    snow++;
                    assertTrue(p[1] >= 63, "snow only where there was air, not water");
                }
            }
            // nothing is written into the sand floor: only air, water (and ice, snow) are replaced
            for (int[] p : r.changed()) assertTrue(p[1] >= 41, "below the water at " + p[1]);
        }
        assertTrue(above > 0 && below > 0 && snow > 0, above + " above, " + below + " below, " + snow + " snow");
    }

    @Test
    void radiiFollowTheGamesFloatFormulas() {
        // heightDependentRadiusEllipse: ceil((1 - y^2 / h) * w / 2) in float
        assertEquals(4, IcebergFeature.radiusEllipse(0, 10, 8));
        assertEquals(1, IcebergFeature.radiusEllipse(3, 10, 8)); // (1 - 0.9) * 8 = 0.8000002f -> ceil(0.4) = 1
        assertEquals(0, IcebergFeature.radiusEllipse(4, 16, 1)); // (1 - 1) * 1 = 0
        assertEquals(-7, IcebergFeature.radiusEllipse(6, 9, 5)); // (1 - 4) * 5 / 2 = -7.5 -> ceil -7
        // signedDistanceEllipse at the rotated half axes: exactly on the ellipse for angle 0
        assertEquals(0.0, IcebergFeature.signedDistanceEllipse(4, 0, 0, 0, 4, 2, 0.0), 1e-12);
        assertEquals(-1.0, IcebergFeature.signedDistanceEllipse(3, 5, 3, 5, 4, 2, 1.0), 1e-12);
    }

    @Test
    void smoothingRemovesOverhangsAndLoneBlocks() {
        SeaTestRegion r = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 62, "minecraft:stone");
        // a lone block over air, with snow on it: both go
        r.put(8, 66, 8, "minecraft:packed_ice").put(8, 67, 8, "minecraft:snow_block");
        // on stone: a block with one iceberg neighbour goes, one with two stays
        r.put(3, 63, 3, "minecraft:packed_ice").put(4, 63, 3, "minecraft:packed_ice");
        r.put(12, 63, 12, "minecraft:blue_ice").put(13, 63, 12, "minecraft:packed_ice").put(12, 63, 13, "minecraft:snow_block");
        iceberg(r, "minecraft:packed_ice").smooth(r.level, 8, 63, 8, 11, 6, false, 0);
        assertEquals("minecraft:air", r.name(8, 66, 8));
        assertEquals("minecraft:air", r.name(8, 67, 8));
        assertEquals("minecraft:air", r.name(3, 63, 3), "three sides without ice");
        assertEquals("minecraft:blue_ice", r.name(12, 63, 12), "two sides with ice");
    }
}
