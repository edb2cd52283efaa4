package dev.strata.engine.structure.ruinedportal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ruined portal starts made through {@link dev.strata.engine.structure.StructureStarts} (the starts fixture holds
 * none). Seed 13579, cluster 8 of both dimensions: the portals whose blocks make the game's 26.2 feature hashes of the
 * chunks around them match (dev harness: overworld cluster 8 and nether cluster 8 match whole); each checks the chunk
 * tag the game writes (template, box, template position, rotation, mirror, placement, properties). Then starts of the
 * seven structures (all six placements, giant portals among them) of seeds 1, 2 and 13579 against the rules of the
 * game's {@code RuinedPortalStructure.findGenerationPoint}, see {@link #followsTheGamesRules}.
 */
class RuinedPortalStartsTest {
    private static final Map<String, DimensionGenerator.Worker> WORKERS = new HashMap<>();
    private static final Map<String, StructureStarts> STARTS = new HashMap<>();

    private static synchronized DimensionGenerator.Worker worker(String dimension, long seed) {
        return WORKERS.computeIfAbsent(dimension + " " + seed, k -> {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dimension), null, seed);
            STARTS.put(k, g.structureStarts());
            return g.newWorker();
        });
    }

    private static StructureStart start(String dimension, long seed, String structure, int cx, int cz) {
        DimensionGenerator.Worker w = worker(dimension, seed);
        StructureStart start = null;
        for (StructureStart s : STARTS.get(dimension + " " + seed).startsAt(cx, cz, w.structureContext())) {
            if (s.structure().equals(structure)) start = s;
        }
        assertNotNull(start, "no " + structure + " at " + cx + " " + cz + " (seed " + seed + ")");
        return start;
    }

    private static CompoundBinaryTag piece(String dimension, String structure, int cx, int cz) {
        return piece(dimension, 13579L, structure, cx, cz);
    }

    private static CompoundBinaryTag piece(String dimension, long seed, String structure, int cx, int cz) {
        StructureStart start = start(dimension, seed, structure, cx, cz);
        assertEquals(1, start.pieces().size());
        assertEquals(Arrays.toString(start.pieces().get(0).getBoundingBox().toArray()), Arrays.toString(start.boundingBox().toArray()),
                "no terrain adaptation: the start's box is the piece's");
        return start.createTag().getList("Children").getCompound(0);
    }

    private static String describe(CompoundBinaryTag t) {
        CompoundBinaryTag p = t.getCompound("Properties");
        return t.getString("id") + " " + t.getString("Template") + " " + Arrays.toString(t.getIntArray("BB")) + " TP " + t.getInt("TPX") + " "
                + t.getInt("TPY") + " " + t.getInt("TPZ") + " " + t.getString("Rotation") + " " + t.getString("Mirror") + " "
                + t.getString("VerticalPlacement") + " O " + t.getInt("O") + " cold " + p.getBoolean("cold") + " moss " + p.getFloat("mossiness")
                + " air " + p.getBoolean("air_pocket") + " overgrown " + p.getBoolean("overgrown") + " vines " + p.getBoolean("vines")
                + " blackstone " + p.getBoolean("replace_with_blackstone");
    }

    @Test
    void overworldPortalOfCluster8() {
        assertEquals(EXPECTED_OVERWORLD, describe(piece("minecraft:overworld", OVERWORLD_STRUCTURE, OVERWORLD_CX, OVERWORLD_CZ)));
    }

    /**
     * The giant portal's four bottom corners meet netherrack at y 51 and above 64 only: at 62..64 two of them are air,
     * so the height search goes on down to 51 (it stopped at 62 while the four columns were taken for one).
     */
    @Test
    void netherGiantPortalOfCluster8() {
        assertEquals("minecraft:rupo minecraft:ruined_portal/giant_portal_1 [-2900163, 51, -35085, -2900148, 67, -35075] TP -2900160 51 -35088"
                + " COUNTERCLOCKWISE_90 NONE in_nether O 2 cold false moss 0.0 air false overgrown false vines false blackstone true",
                describe(piece("minecraft:the_nether", "minecraft:ruined_portal_nether", -181260, -2193)));
    }

    private static final String OVERWORLD_STRUCTURE = "minecraft:ruined_portal";
    private static final int OVERWORLD_CX = -181260, OVERWORLD_CZ = -2193;
    /** Mirrored front-back and turned: the box runs 9 x 8 from the chunk corner's x and north of it in z. */
    private static final String EXPECTED_OVERWORLD = "minecraft:rupo minecraft:ruined_portal/portal_3 [-2900160, 62, -35095, -2900152, 70, -35088]"
            + " TP -2900160 62 -35088 CLOCKWISE_90 FRONT_BACK on_land_surface O 2 cold false moss 0.2 air true overgrown false vines false"
            + " blackstone false";

    /**
     * A start against the game's rules ({@code RuinedPortalStructure.findGenerationPoint}, {@code findSuitableY}; 26.1
     * decompile, unchanged in 26.2 but for the properties record): the template is one of the 13, at the chunk's min
     * corner (x, z), its box the template's turned and mirrored about (size x / 2, 0, size z / 2); the properties
     * are the setup's of that placement (air pocket drawn unless its chance is 0 or 1; {@code cold} only where the
     * setup can be cold); the height search ended at the first y from the top where at least three of the box's four
     * bottom corner columns of the base noise are opaque for the placement's heightmap (ocean floor: blocks motion;
     * else not air), or 15 above the world's bottom. For the placements whose search starts at a known y (the centre's
     * surface for on_land_surface and on_ocean_floor, at least surface - height + 2 for partly_buried) every y above
     * the result up to that start has fewer than three; the others start within their ranges (nether: 27..100,
     * mountain: 70..surface - height, underground: bottom + 15..surface - height).
     */
    @ParameterizedTest
    @CsvSource({
        "minecraft:overworld, 1, -184, -198, minecraft:ruined_portal, on_land_surface",
        "minecraft:overworld, 2, -186, -68, minecraft:ruined_portal, on_land_surface",
        "minecraft:overworld, 13579, -104, -191, minecraft:ruined_portal, on_land_surface", // giant_portal_3
        "minecraft:overworld, 1, -195, -99, minecraft:ruined_portal, underground",
        "minecraft:overworld, 2, -184, 217, minecraft:ruined_portal, underground",
        "minecraft:overworld, 13579, -67, -69, minecraft:ruined_portal, underground", // giant_portal_2
        "minecraft:overworld, 13579, -194, 52, minecraft:ruined_portal_desert, partly_buried",
        "minecraft:overworld, 13579, -182, 104, minecraft:ruined_portal_desert, partly_buried",
        "minecraft:overworld, 1, -181, 2, minecraft:ruined_portal_jungle, on_land_surface",
        "minecraft:overworld, 2, -75, 166, minecraft:ruined_portal_jungle, on_land_surface",
        "minecraft:overworld, 1, -185, -152, minecraft:ruined_portal_mountain, in_mountain",
        "minecraft:overworld, 1, -112, -33, minecraft:ruined_portal_mountain, in_mountain", // giant_portal_3
        "minecraft:overworld, 2, -159, 63, minecraft:ruined_portal_mountain, in_mountain",
        "minecraft:overworld, 1, -193, -19, minecraft:ruined_portal_mountain, on_land_surface",
        "minecraft:overworld, 2, -78, -58, minecraft:ruined_portal_mountain, on_land_surface",
        "minecraft:overworld, 1, -140, 91, minecraft:ruined_portal_ocean, on_ocean_floor",
        "minecraft:overworld, 1, -79, 50, minecraft:ruined_portal_ocean, on_ocean_floor", // giant_portal_3
        "minecraft:overworld, 2, -186, -186, minecraft:ruined_portal_ocean, on_ocean_floor",
        "minecraft:overworld, 1, 82, 223, minecraft:ruined_portal_swamp, on_ocean_floor",
        "minecraft:overworld, 2, -141, -183, minecraft:ruined_portal_swamp, on_ocean_floor",
        "minecraft:the_nether, 1, -78, -73, minecraft:ruined_portal_nether, in_nether",
        "minecraft:the_nether, 2, -78, -58, minecraft:ruined_portal_nether, in_nether",
        "minecraft:the_nether, 13579, -181260, -2193, minecraft:ruined_portal_nether, in_nether", // giant_portal_1
    })
    void followsTheGamesRules(String dimension, long seed, int cx, int cz, String structure, String placementName) {
        StructureStart start = start(dimension, seed, structure, cx, cz);
        assertEquals(1, start.pieces().size());
        CompoundBinaryTag t = start.createTag().getList("Children").getCompound(0);
        String where = structure + " at " + cx + " " + cz + " (seed " + seed + ")";
        assertEquals("minecraft:rupo", t.getString("id"));
        assertEquals(placementName, t.getString("VerticalPlacement"), where);
        String template = t.getString("Template");
        assertTrue(template.matches("minecraft:ruined_portal/(portal_([1-9]|10)|giant_portal_[1-3])"), template);
        int x = t.getInt("TPX"), y = t.getInt("TPY"), z = t.getInt("TPZ");
        assertEquals(cx << 4, x, where + ": at the chunk's min x");
        assertEquals(cz << 4, z, where + ": at the chunk's min z");

        BlockStates states = new BlockStates(SharedData.vanilla());
        StructureTemplate tp = StructureTemplateManager.get(states, ResourceId.parse(template));
        Rotation rotation = Rotation.valueOf(t.getString("Rotation"));
        Mirror mirror = Mirror.valueOf(t.getString("Mirror"));
        int[] a = StructureTemplate.transform(0, 0, 0, mirror, rotation, tp.sizeX() / 2, tp.sizeZ() / 2);
        int[] b = StructureTemplate.transform(tp.sizeX() - 1, tp.sizeY() - 1, tp.sizeZ() - 1, mirror, rotation, tp.sizeX() / 2, tp.sizeZ() / 2);
        int minX = x + Math.min(a[0], b[0]), maxX = x + Math.max(a[0], b[0]), minZ = z + Math.min(a[2], b[2]), maxZ = z + Math.max(a[2], b[2]);
        assertEquals(Arrays.toString(new int[] {minX, y, minZ, maxX, y + tp.sizeY() - 1, maxZ}), Arrays.toString(t.getIntArray("BB")), where);

        JsonObject setup = setup(structure, placementName);
        CompoundBinaryTag p = t.getCompound("Properties");
        assertEquals(setup.get("mossiness").getAsFloat(), p.getFloat("mossiness"), where);
        assertEquals(setup.get("overgrown").getAsBoolean(), p.getBoolean("overgrown"), where);
        assertEquals(setup.get("vines").getAsBoolean(), p.getBoolean("vines"), where);
        assertEquals(setup.get("replace_with_blackstone").getAsBoolean(), p.getBoolean("replace_with_blackstone"), where);
        float airPocket = setup.get("air_pocket_probability").getAsFloat();
        if (airPocket == 0f || airPocket == 1f) assertEquals(airPocket == 1f, p.getBoolean("air_pocket"), where);
        if (!setup.get("can_be_cold").getAsBoolean()) assertEquals(false, p.getBoolean("cold"), where);

        DimensionGenerator.Worker w = worker(dimension, seed);
        StructureStarts.Context c = w.structureContext();
        int bottom = dimension.endsWith("the_nether") ? 0 : -64, floor = bottom + 15, ySpan = tp.sizeY();
        boolean oceanFloor = placementName.equals("on_ocean_floor");
        int centerX = minX + (maxX - minX + 1) / 2, centerZ = minZ + (maxZ - minZ + 1) / 2; // game: BoundingBox.getCenter
        int surface = (oceanFloor ? c.oceanFloorWg(centerX, centerZ) : c.worldSurfaceWg(centerX, centerZ)) - 1;
        int[][] corners = {c.baseColumn(minX, minZ).clone(), c.baseColumn(maxX, minZ).clone(), c.baseColumn(minX, maxZ).clone(),
            c.baseColumn(maxX, maxZ).clone()};
        if (y > floor) assertTrue(opaqueCorners(states, corners, y - bottom, oceanFloor) >= 3, where + ": three corners opaque at y " + y);
        else assertEquals(floor, y, where + ": the search ends 15 above the bottom");
        int searchFrom = switch (placementName) {
            case "on_land_surface", "on_ocean_floor" -> surface;
            case "partly_buried" -> surface - ySpan + 2;
            default -> y;
        };
        for (int above = y + 1; above <= searchFrom; above++) {
            assertTrue(opaqueCorners(states, corners, above - bottom, oceanFloor) < 3, where + ": the search passed y " + above);
        }
        switch (placementName) {
            case "in_nether" -> assertTrue(y <= 100, where + ": y " + y);
            case "in_mountain" -> assertTrue(y <= Math.max(70, surface - ySpan), where + ": y " + y);
            case "underground" -> assertTrue(y <= Math.max(floor, surface - ySpan), where + ": y " + y);
            case "partly_buried" -> assertTrue(y <= surface - ySpan + 8, where + ": y " + y);
            default -> assertTrue(y <= surface, where + ": y " + y);
        }
    }

    private static int opaqueCorners(BlockStates states, int[][] columns, int index, boolean oceanFloor) {
        int n = 0;
        for (int[] column : columns) {
            int state = index >= 0 && index < column.length ? column[index] : states.defaultState("minecraft:air");
            if (oceanFloor ? states.blocksMotion(state) : !states.isAir(state)) n++;
        }
        return n;
    }

    /** The structure's setup with that placement (the data's setups differ in placement where there are two). */
    private static JsonObject setup(String structure, String placement) {
        JsonObject root = SharedData.vanilla().readJson(ResourceId.parse(structure).file("worldgen/structure")).getAsJsonObject();
        for (JsonElement e : root.getAsJsonArray("setups")) {
            if (e.getAsJsonObject().get("placement").getAsString().equals(placement)) return e.getAsJsonObject();
        }
        throw new AssertionError(structure + " has no setup " + placement);
    }
}
