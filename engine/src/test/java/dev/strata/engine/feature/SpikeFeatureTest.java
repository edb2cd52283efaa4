package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ice spikes on a snow field (stone to 40, dirt to 69, snow block at 70, air above), with the vanilla {@code ice_spike}
 * configuration's predicates written out (the block predicate types are parsed elsewhere): packed ice, placed on
 * snow blocks, replacing {@code #ice_spike_replaceable}.
 */
class SpikeFeatureTest {
    private static SpikeFeature spike(SeaTestRegion r) {
        int snowBlock = r.states.blockIndex("minecraft:snow_block");
        BlockStates.BlockTag replaceable = r.states.tag("minecraft:ice_spike_replaceable");
        return new SpikeFeature(r.state("minecraft:packed_ice"), (l, x, y, z) -> l.states().is(l.getBlockState(x, y, z), snowBlock),
                (l, x, y, z) -> l.states().is(l.getBlockState(x, y, z), replaceable));
    }

    private static SeaTestRegion snowField() {
        return new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 40, "minecraft:stone").fill(41, 69, "minecraft:dirt")
                .fill(70, 70, "minecraft:snow_block");
    }

    @Test
    void aSpikeSinksToTheSnowAndRisesAsAConeFromItsDrawnBase() {
        for (long seed = 0; seed < 10; seed++) {
            SeaTestRegion r = snowField();
            RandomSource replay = new LegacyRandom(seed);
            int base = 70 + replay.nextInt(4);
            int height = replay.nextInt(4) + 7;
            int width = height / 4 + replay.nextInt(2);
            boolean lifted = width > 1 && replay.nextInt(60) == 0;
            r.snapshot();
            assertTrue(spike(r).place(r.level, new LegacyRandom(seed), 8, 100, 8));
            List<int[]> ice = r.changed(s -> r.is(s, "minecraft:packed_ice"));
            assertEquals(r.changed().size(), ice.size(), "only packed ice is placed");
            if (lifted) continue;
            assertEquals("minecraft:packed_ice", r.name(8, base + height - 1, 8), "seed " + seed + ": the tip");
            for (int[] p : ice) {
                assertTrue(p[1] < base + height, "no higher than the cone: " + p[1]);
                int yOff = Math.abs(p[1] - base);
                if (p[1] > 70 || p[1] >= base) {
                    // the cone's level yOff: within the disc of radius scale, centre always kept
                    float scale = (1.0f - (float) Math.min(yOff, height) / height) * width;
                    float dx = Math.abs(p[0] - 8) - 0.25f, dz = Math.abs(p[2] - 8) - 0.25f;
                    assertTrue(p[0] == 8 && p[2] == 8 || dx * dx + dz * dz <= scale * scale,
                            "seed " + seed + " outside the cone at " + p[0] + " " + p[1] + " " + p[2]);
                }
                assertTrue(p[1] > 50, "the pillar stops above y 50");
            }
            // the pillar under the centre replaces the dirt (#ice_spike_replaceable) down to y 51, not lower
            for (int y = 51; y < base; y++) assertEquals("minecraft:packed_ice", r.name(8, y, 8), "seed " + seed + " y " + y);
            assertEquals("minecraft:dirt", r.name(8, 50, 8));
        }
    }

    @Test
    void aSpikeNeedsItsGround() {
        SeaTestRegion r = new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 70, "minecraft:dirt");
        r.snapshot();
        assertFalse(spike(r).place(r.level, new LegacyRandom(1), 8, 100, 8));
        assertEquals(List.of(), r.changed());
    }

    @Test
    void theConeIsMirroredDownwardsOnlyWhereItIsWide() {
        // over a deep air pit the lower mirror half shows: levels below the base get blocks only where newWidth > 1
        for (long seed = 0; seed < 30; seed++) {
            SeaTestRegion r = snowField().fill(52, 69, "minecraft:air");
            for (int x = 6; x <= 10; x++) for (int z = 6; z <= 10; z++) r.put(x, 70, z, "minecraft:air");
            r.put(8, 70, 8, "minecraft:snow_block");
            RandomSource replay = new LegacyRandom(seed);
            int base = 70 + replay.nextInt(4);
            int height = replay.nextInt(4) + 7;
            int width = height / 4 + replay.nextInt(2);
            if (width > 1 && replay.nextInt(60) == 0) continue;
            r.snapshot();
            spike(r).place(r.level, new LegacyRandom(seed), 8, 100, 8);
            for (int[] p : r.changed()) {
                if (p[1] >= base || (p[0] == 8 && p[2] == 8) || (width > 1 && Math.abs(p[0] - 8) <= 1 && Math.abs(p[2] - 8) <= 1)) continue;
                int yOff = base - p[1];
                int newWidth = (int) Math.ceil((1.0f - (float) yOff / height) * width);
                assertTrue(newWidth > 1, "seed " + seed + ": mirrored block at level " + yOff + " of width " + newWidth);
            }
        }
    }
}
