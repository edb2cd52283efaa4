package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.testing.SharedData;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bamboo ({@code BambooFeature}) on grass with stone patches: the stalk's states and height, and the podzol disc. */
class BambooFeatureTest {
    private static final String TRUNK = "minecraft:bamboo[age=1,leaves=none,stage=0]";

    private static BambooFeature bamboo(float probability) {
        JsonObject o = new JsonObject();
        o.add("probability", new JsonPrimitive(probability));
        return (BambooFeature) BambooFeature.parse(JsonCursor.root("test.json", o), new FeatureParser(SharedData.vanilla(), SeaTestRegion.states()));
    }

    private static SeaTestRegion meadow() {
        return new SeaTestRegion().fill(SeaTestRegion.MIN_Y, 63, "minecraft:dirt").fill(64, 64, "minecraft:grass_block[snowy=false]");
    }

    @Test
    void aStalkOfTheDrawnHeightWithItsLeavesAtTheTop() {
        for (long seed = 0; seed < 10; seed++) {
            SeaTestRegion r = meadow();
            RandomSource replay = new LegacyRandom(seed);
            int height = replay.nextInt(12) + 5;
            boolean podzol = replay.nextFloat() < 0.0f;
            assertFalse(podzol);
            r.snapshot();
            assertTrue(bamboo(0.0f).place(r.level, new LegacyRandom(seed), 8, 65, 8));
            int top = 65 + height;
            for (int y = 65; y < top - 2; y++) assertEquals(TRUNK, r.text(8, y, 8), "seed " + seed + " y " + y);
            assertEquals("minecraft:bamboo[age=1,leaves=small,stage=0]", r.text(8, top - 2, 8));
            assertEquals("minecraft:bamboo[age=1,leaves=large,stage=0]", r.text(8, top - 1, 8));
            assertEquals("minecraft:bamboo[age=1,leaves=large,stage=1]", r.text(8, top, 8));
            assertEquals("minecraft:air", r.name(8, top + 1, 8));
            assertEquals(height + 1, r.changed().size(), "the stalk only, no podzol with probability 0");
        }
    }

    @Test
    void podzolCoversADiscOfReplaceableTopBlocks() {
        int tried = 0;
        for (long seed = 0; seed < 40 && tried < 4; seed++) {
            RandomSource replay = new LegacyRandom(seed);
            replay.nextInt(12);
            if (!(replay.nextFloat() < 0.2f)) continue;
            tried++;
            int radius = replay.nextInt(4) + 1;
            SeaTestRegion r = meadow().put(9, 64, 8, "minecraft:stone");
            r.snapshot();
            assertTrue(bamboo(0.2f).place(r.level, new LegacyRandom(seed), 8, 65, 8));
            List<int[]> podzol = r.changed(s -> r.is(s, "minecraft:podzol"));
            int expected = 0;
            for (int dx = -radius; dx <= radius; dx++) {
                for (int dz = -radius; dz <= radius; dz++) {
                    boolean inside = dx * dx + dz * dz <= radius * radius;
                    boolean stone = dx == 1 && dz == 0;
                    if (inside && !stone) expected++;
                    assertEquals(inside && !stone ? "minecraft:podzol" : stone ? "minecraft:stone" : "minecraft:grass_block",
                            r.name(8 + dx, 64, 8 + dz), "seed " + seed + " radius " + radius + " at " + dx + " " + dz);
                }
            }
            assertEquals(expected, podzol.size());
        }
        assertEquals(4, tried, "seeds with podzol");
    }

    @Test
    void aShortStalkGetsNoLeaves() {
        // air for two blocks only: the stalk stops at the ceiling and, under 3 high, keeps its trunk states
        SeaTestRegion r = meadow().fill(67, 127, "minecraft:stone");
        assertTrue(bamboo(0.0f).place(r.level, new LegacyRandom(1), 8, 65, 8));
        assertEquals(TRUNK, r.text(8, 65, 8));
        assertEquals(TRUNK, r.text(8, 66, 8));
        assertEquals("minecraft:stone", r.name(8, 67, 8));
    }

    @Test
    void bambooNeedsAirAtTheOrigin() {
        SeaTestRegion r = meadow().put(8, 65, 8, "minecraft:water");
        r.snapshot();
        assertFalse(bamboo(0.2f).place(r.level, new LegacyRandom(1), 8, 65, 8));
        assertEquals(List.of(), r.changed());
    }

    @Test
    void aStalkOfExactlyThreeGetsItsLeavesAndItsTopReplacesTheCeiling() {
        // three blocks of air under stone: the game sets the top states from the first block above the stalk down,
        // whatever is there (the stone at 68 becomes the top)
        SeaTestRegion r = meadow().fill(68, 127, "minecraft:stone");
        assertTrue(bamboo(0.0f).place(r.level, new LegacyRandom(1), 8, 65, 8));
        assertEquals(TRUNK, r.text(8, 65, 8));
        assertEquals("minecraft:bamboo[age=1,leaves=small,stage=0]", r.text(8, 66, 8));
        assertEquals("minecraft:bamboo[age=1,leaves=large,stage=0]", r.text(8, 67, 8));
        assertEquals("minecraft:bamboo[age=1,leaves=large,stage=1]", r.text(8, 68, 8));
    }
}
