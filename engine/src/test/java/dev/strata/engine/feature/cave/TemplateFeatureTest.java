package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code template} (game 26.2: TemplateFeature) with the vanilla sulfur spring templates, and the 26.2 features that
 * nest it.
 */
class TemplateFeatureTest {
    private static final String SMALL = "{\"type\": \"minecraft:template\", \"config\": {\"templates\": ["
            + "{\"data\": {\"id\": \"minecraft:spring/sulfur_spring_small_1\"}, \"weight\": 1},"
            + "{\"data\": {\"id\": \"minecraft:spring/sulfur_spring_small_2\"}, \"weight\": 2},"
            + "{\"data\": {\"id\": \"minecraft:spring/sulfur_spring_small_3\"}, \"weight\": 1},"
            + "{\"data\": {\"id\": \"minecraft:spring/sulfur_spring_small_4\"}, \"weight\": 1}]}}";
    private static final int[] WEIGHTS = {1, 2, 1, 1};

    @Test
    void theSulfurSpringFeaturesParse() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        for (String id : new String[] {"minecraft:sulfur_spring", "minecraft:rooted_sulfur_spring", "minecraft:sulfur_pool"}) {
            assertNotNull(w.vanilla(id), id);
        }
    }

    @Test
    void everyPlacedFeatureOfTheSulfurCavesBiomeParses() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        com.google.gson.JsonObject biome = w.parser.pack().readJson("data/minecraft/worldgen/biome/sulfur_caves.json").getAsJsonObject();
        int n = 0;
        for (com.google.gson.JsonElement step : biome.getAsJsonArray("features")) {
            for (com.google.gson.JsonElement id : step.getAsJsonArray()) {
                String name = id.getAsString();
                assertNotNull(w.parser.placedFeature(ResourceId.parse(name), dev.strata.engine.data.JsonCursor.root("sulfur_caves.json", id)), name);
                n++;
            }
        }
        assertTrue(n > 30, "features: " + n);
    }

    @Test
    void drawsTemplateRotationAndPaletteThenPlacesTheTemplateTurnedAboutTheOrigin() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        ConfiguredFeature f = w.feature(SMALL);
        for (long seed = 0; seed < 8; seed++) {
            w.fill(-16, 40, -16, 31, 79, 31, "minecraft:stone");
            RecordingRandom r = new RecordingRandom(seed);
            int ox = 8, oy = 60, oz = 8;
            assertTrue(f.place(w.level, r, ox, oy, oz));
            assertEquals("int:5 int:4 int:1", r.joined(), "weighted pick, rotation, palette; nothing per block");

            RandomSource replay = new XoroshiroRandom(seed);
            int pick = replay.nextInt(5), index = 0;
            while (pick >= WEIGHTS[index]) pick -= WEIGHTS[index++];
            int rotation = replay.nextInt(4); // none, clockwise 90, 180, counterclockwise 90
            StructureTemplate t = StructureTemplateManager.get(w.states, ResourceId.parse("minecraft:spring/sulfur_spring_small_" + (index + 1)));
            int sx = t.sizeX(), sz = t.sizeZ();
            // the origin moves by -size/2 along the turned x and z axes: rotate(WEST) * sx/2 + rotate(NORTH) * sz/2
            int px = ox, pz = oz;
            switch (rotation) {
                case 0 -> { px -= sx / 2; pz -= sz / 2; }
                case 1 -> { pz -= sx / 2; px += sz / 2; }
                case 2 -> { px += sx / 2; pz += sz / 2; }
                default -> { pz += sx / 2; px -= sz / 2; }
            }
            Map<String, Integer> expected = new HashMap<>();
            for (StructureTemplate.BlockInfo b : t.palettes().get(0)) {
                int x = b.x(), z = b.z();
                int rx = switch (rotation) { case 1 -> -z; case 2 -> -x; case 3 -> z; default -> x; };
                int rz = switch (rotation) { case 1 -> x; case 2 -> -z; case 3 -> -x; default -> z; };
                expected.put((px + rx) + " " + (oy + b.y()) + " " + (pz + rz), b.state());
            }
            int placed = 0;
            // the small templates are at most 9 wide and 11 high: this box holds them with a margin of at least 3
            for (int x = -4; x < 21; x++) for (int y = 56; y < 75; y++) for (int z = -4; z < 21; z++) {
                Integer want = expected.get(x + " " + y + " " + z);
                if (want == null) {
                    assertEquals("minecraft:stone", w.name(x, y, z), "outside the template at " + x + " " + y + " " + z + " (rotation " + rotation + ")");
                    continue;
                }
                placed++;
                String name = w.states.registry().blockName(want);
                assertEquals(name, w.name(x, y, z), "at " + x + " " + y + " " + z + " (template " + (index + 1) + ", rotation " + rotation + ")");
                if (name.equals("minecraft:sulfur_spike")) {
                    // in stone, no water outside: a spike keeps its own waterlogging
                    assertEquals(w.states.value(want, "waterlogged"), w.value(x, y, z, "waterlogged"));
                }
                if (name.equals("minecraft:potent_sulfur")) {
                    boolean water = w.states.isSourceFluid(w.get(x, y + 1, z)) && w.states.isWaterFluid(w.get(x, y + 1, z));
                    String below = w.name(x, y - 1, z);
                    String state = !water ? "dry" : below.equals("minecraft:magma_block") ? "dormant" : below.equals("minecraft:lava") ? "continuous" : "wet";
                    assertEquals(state, w.value(x, y, z, "potent_sulfur_state"));
                }
            }
            assertEquals(expected.size(), placed);
        }
    }

    @Test
    void inWaterEveryDrySpikeIsWaterlogged() {
        CaveWorld w = new CaveWorld("minecraft:water");
        w.feature(SMALL).place(w.level, new XoroshiroRandom(3), 8, 60, 8);
        int spikes = 0;
        for (int x = -16; x < 32; x++) for (int y = 40; y < 80; y++) for (int z = -16; z < 32; z++) {
            if (!w.name(x, y, z).equals("minecraft:sulfur_spike")) continue;
            spikes++;
            assertEquals("true", w.value(x, y, z, "waterlogged"), "a spike placed into a water source takes it");
        }
        assertTrue(spikes > 0);
    }

    @Test
    void refusesBadConfigurationsWithTheirPath() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        String base = "{\"type\": \"minecraft:template\", \"config\": {\"templates\": [{\"data\": {\"id\": \"minecraft:spring/sulfur_spring_small_1\"%s}, \"weight\": %s}]}}";
        DataPackException rotation = assertThrows(DataPackException.class, () -> w.feature(String.format(base, ", \"rotations\": [\"clockwise_45\"]", "1")));
        assertTrue(rotation.getMessage().contains("rotations") && rotation.getMessage().contains("clockwise_45"), rotation.getMessage());
        DataPackException none = assertThrows(DataPackException.class, () -> w.feature(String.format(base, ", \"rotations\": []", "1")));
        assertTrue(none.getMessage().contains("rotations"), none.getMessage());
        DataPackException zero = assertThrows(DataPackException.class, () -> w.feature(String.format(base, "", "0")));
        assertTrue(zero.getMessage().contains("templates"), zero.getMessage());
        DataPackException missing = assertThrows(DataPackException.class,
                () -> w.feature(String.format(base, "", "1").replace("sulfur_spring_small_1", "no_such_template")));
        assertTrue(missing.getMessage().contains("no_such_template"), missing.getMessage());
    }

    @Test
    void aRestrictedRotationListIsDrawnFrom() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        ConfiguredFeature f = w.feature("{\"type\": \"minecraft:template\", \"config\": {\"templates\": [{\"data\": {\"id\": "
                + "\"minecraft:spring/sulfur_spring_small_1\", \"rotations\": [\"180\", \"none\"]}, \"weight\": 3}]}}");
        RecordingRandom r = new RecordingRandom(5);
        f.place(w.level, r, 8, 60, 8);
        assertEquals("int:3 int:2 int:1", r.joined());
        RandomSource replay = new XoroshiroRandom(5);
        replay.nextInt(3);
        boolean turned = replay.nextInt(2) == 0; // "180" first
        StructureTemplate t = StructureTemplateManager.get(w.states, ResourceId.parse("minecraft:spring/sulfur_spring_small_1"));
        StructureTemplate.BlockInfo first = t.palettes().get(0).get(0);
        int px = turned ? 8 + t.sizeX() / 2 : 8 - t.sizeX() / 2, pz = turned ? 8 + t.sizeZ() / 2 : 8 - t.sizeZ() / 2;
        int x = turned ? px - first.x() : px + first.x(), z = turned ? pz - first.z() : pz + first.z();
        assertEquals(w.states.registry().blockName(first.state()), w.name(x, 60 + first.y(), z));
    }
}
