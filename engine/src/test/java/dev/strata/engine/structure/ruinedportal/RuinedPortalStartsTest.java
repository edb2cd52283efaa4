package dev.strata.engine.structure.ruinedportal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * Ruined portal starts of seed 13579 made through {@link dev.strata.engine.structure.StructureStarts} (the starts
 * fixture holds none). The overworld one is the portal whose blocks make the game's 26.2 feature hashes of the four
 * chunks around it match (dev harness, overworld cluster 8); the nether one (a giant portal, in_nether, blackstone)
 * follows the same draws. Each checks the chunk tag the game writes: template, box, template position, rotation,
 * mirror, placement and properties.
 */
class RuinedPortalStartsTest {
    private static CompoundBinaryTag piece(String dimension, String structure, int cx, int cz) {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dimension), null, 13579L);
        DimensionGenerator.Worker w = g.newWorker();
        StructureStart start = null;
        for (StructureStart s : g.structureStarts().startsAt(cx, cz, w.structureContext())) if (s.structure().equals(structure)) start = s;
        assertNotNull(start, "no " + structure + " at " + cx + " " + cz);
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

    @Test
    void netherGiantPortalOfCluster8() {
        assertEquals("minecraft:rupo minecraft:ruined_portal/giant_portal_1 [-2900163, 62, -35085, -2900148, 78, -35075] TP -2900160 62 -35088"
                + " COUNTERCLOCKWISE_90 NONE in_nether O 2 cold false moss 0.0 air false overgrown false vines false blackstone true",
                describe(piece("minecraft:the_nether", "minecraft:ruined_portal_nether", -181260, -2193)));
    }

    private static final String OVERWORLD_STRUCTURE = "minecraft:ruined_portal";
    private static final int OVERWORLD_CX = -181260, OVERWORLD_CZ = -2193;
    /** Mirrored front-back and turned: the box runs 9 x 8 from the chunk corner's x and north of it in z. */
    private static final String EXPECTED_OVERWORLD = "minecraft:rupo minecraft:ruined_portal/portal_3 [-2900160, 62, -35095, -2900152, 70, -35088]"
            + " TP -2900160 62 -35088 CLOCKWISE_90 FRONT_BACK on_land_surface O 2 cold false moss 0.2 air true overgrown false vines false"
            + " blackstone false";
}
