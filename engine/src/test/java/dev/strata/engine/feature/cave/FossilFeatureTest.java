package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code fossil} (game: FossilFeature with StructureTemplate.placeInWorld) with the vanilla templates. */
class FossilFeatureTest {
    private static final String[] NAMES = {"spine_1", "spine_2", "spine_3", "spine_4", "skull_1", "skull_2", "skull_3", "skull_4"};

    private static CaveWorld world(int oceanFloor) {
        CaveWorld w = new CaveWorld("minecraft:stone");
        for (ProtoChunk c : w.chunks) Arrays.fill(c.oceanFloorWg(), oceanFloor);
        return w;
    }

    @Test
    void placesTheRotatedFossilSunkUnderTheOceanFloorWithItsRotAndOre() {
        for (long seed = 0; seed < 6; seed++) {
            CaveWorld w = world(80);
            ConfiguredFeature f = w.vanilla("minecraft:fossil_coal");
            RecordingRandom r = new RecordingRandom(seed);
            assertTrue(f.place(w.level, r, 8, 90, 8));
            RandomSource replay = new XoroshiroRandom(seed);
            int rotation = replay.nextInt(4), index = replay.nextInt(8), depth = replay.nextInt(10);
            FossilTemplate base = FossilTemplates.get(w.parser, ResourceId.parse("minecraft:fossil/" + NAMES[index]));
            FossilTemplate coal = FossilTemplates.get(w.parser, ResourceId.parse("minecraft:fossil/" + NAMES[index] + "_coal"));
            int n = base.blocks().size(), m = coal.blocks().size();
            String expectedDraws = "int:4 int:8 int:10 int:1" + " float".repeat(n) + " int:1" + " float".repeat(m);
            assertEquals(expectedDraws, r.joined(), "rotation, fossil, depth; per template the palette and a float per block");

            int targetY = 80 - 15 - depth;
            boolean quarter = rotation % 2 == 1;
            int lowX = 8 - (quarter ? base.sizeZ() : base.sizeX()) / 2, lowZ = 8 - (quarter ? base.sizeX() : base.sizeZ()) / 2;
            // the game's zero position for a turned template: the unturned size less one
            int tx = lowX + (rotation == 1 ? base.sizeZ() - 1 : rotation == 2 ? base.sizeX() - 1 : 0);
            int tz = lowZ + (rotation == 2 ? base.sizeZ() - 1 : rotation == 3 ? base.sizeX() - 1 : 0);
            Map<String, Integer> expected = new HashMap<>();
            for (int[] b : base.blocks()) {
                int[] p = FossilFeature.rotate(b[0], b[2], rotation);
                expected.put((tx + p[0]) + " " + (targetY + b[1]) + " " + (tz + p[1]), b[3]);
            }
            for (int[] b : coal.blocks()) {
                int[] p = FossilFeature.rotate(b[0], b[2], rotation);
                expected.putIfAbsent((tx + p[0]) + " " + (targetY + b[1]) + " " + (tz + p[1]), b[3]);
            }
            int bones = 0;
            for (int x = -16; x < 32; x++) for (int y = 0; y < 128; y++) for (int z = -16; z < 32; z++) {
                String name = w.name(x, y, z);
                if (name.equals("minecraft:stone")) continue;
                assertTrue(name.equals("minecraft:bone_block") || name.equals("minecraft:coal_ore"), name);
                Integer template = expected.get(x + " " + y + " " + z);
                assertTrue(template != null, name + " at " + x + " " + y + " " + z + " is not a template block (rotation " + rotation + ")");
                if (name.equals("minecraft:bone_block") && w.states.value(template, "axis") != null) {
                    bones++;
                    String axis = w.states.value(template, "axis");
                    String want = quarter && !axis.equals("y") ? (axis.equals("x") ? "z" : "x") : axis;
                    assertEquals(want, w.value(x, y, z, "axis"), "the axis turns with the fossil");
                }
            }
            assertTrue(bones > n / 2, "integrity 0.9 keeps most bones: " + bones + " of " + n);
            assertTrue(w.count("minecraft:coal_ore") < m, "integrity 0.1 keeps few ores");
        }
    }

    @Test
    void refusesInAirAndKeepsOffProtectedBlocks() {
        CaveWorld air = new CaveWorld("minecraft:air");
        for (ProtoChunk c : air.chunks) Arrays.fill(c.oceanFloorWg(), 80);
        RecordingRandom r = new RecordingRandom(1);
        assertFalse(air.vanilla("minecraft:fossil_coal").place(air.level, r, 8, 90, 8));
        assertEquals("int:4 int:8 int:10", r.joined());

        CaveWorld bedrock = new CaveWorld("minecraft:bedrock");
        for (ProtoChunk c : bedrock.chunks) Arrays.fill(bedrock.chunks[0].oceanFloorWg(), 80);
        for (ProtoChunk c : bedrock.chunks) Arrays.fill(c.oceanFloorWg(), 80);
        assertTrue(bedrock.vanilla("minecraft:fossil_diamonds").place(bedrock.level, new RecordingRandom(1), 8, 90, 8));
        assertEquals(0, bedrock.count("minecraft:bone_block"), "bedrock is in features_cannot_replace");
    }

    @Test
    void diamondOverlayTurnsCoalIntoDeepslateDiamondOre() {
        int diamonds = 0;
        for (long seed = 0; seed < 6; seed++) {
            CaveWorld w = world(80);
            w.vanilla("minecraft:fossil_diamonds").place(w.level, new RecordingRandom(seed), 8, 90, 8);
            assertEquals(0, w.count("minecraft:coal_ore"));
            diamonds += w.count("minecraft:deepslate_diamond_ore");
        }
        assertTrue(diamonds > 0);
    }
}
