package dev.strata.engine.structure.woodlandmansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The first pieces of the mansion whose plan {@link MansionGridTest} works out, by hand from the game's
 * {@code MansionPiecePlacer}: the entrance 9 blocks west of the start; the ground floor's outer wall walked from 16
 * blocks south of the start, heading south along column x = 8 of the plan: walls 7 east at rows 6, 7 and 8, then at
 * the blocked row 9 a corner (one back), the walk turned clockwise (back 7, east 6) and a wall 7 blocks along the
 * turned east (south).
 */
class MansionPiecePlacerTest {
    @Test
    void entranceAndTheFirstWallsUnturned() {
        List<WoodlandMansionPiece> pieces = mansion(Rotation.NONE);
        assertEquals(List.of(
                "entrance -9 70 0 NONE",
                "wall_flat 7 70 16 NONE",
                "wall_flat 7 70 24 NONE",
                "wall_flat 7 70 32 NONE",
                "wall_corner 0 70 39 NONE",
                "wall_flat 6 70 39 CLOCKWISE_90"), describe(pieces.subList(0, 6)));
    }

    /** Turned a quarter clockwise, the mansion's west is north and its south west. */
    @Test
    void entranceAndFirstWallTurned() {
        List<WoodlandMansionPiece> pieces = mansion(Rotation.CLOCKWISE_90);
        assertEquals(List.of("entrance 0 70 -9 CLOCKWISE_90", "wall_flat -16 70 7 CLOCKWISE_90"), describe(pieces.subList(0, 2)));
    }

    /** Every piece saves as the game's {@code WMP}: the short template name, {@code Rot}, {@code Mi}; no piece is mirrored without a room. */
    @Test
    void savedFields() {
        List<WoodlandMansionPiece> pieces = mansion(Rotation.CLOCKWISE_180);
        CompoundBinaryTag t = pieces.get(0).createTag();
        assertEquals("minecraft:wmp", t.getString("id"));
        assertEquals("entrance", t.getString("Template"));
        assertEquals("CLOCKWISE_180", t.getString("Rot"));
        assertEquals("NONE", t.getString("Mi"));
        assertEquals(List.of(9, 70, 0), List.of(t.getInt("TPX"), t.getInt("TPY"), t.getInt("TPZ")));
        for (WoodlandMansionPiece p : pieces) {
            boolean room = p.templateName().matches("[12]x[12]_.*");
            assertTrue(room || p.mirror() == Mirror.NONE, p.templateName());
        }
    }

    /** The mansion of the scripted plan with its start at (0, 70, 0). */
    static List<WoodlandMansionPiece> mansion(Rotation rotation) {
        WoodlandMansionStructure s = new WoodlandMansionStructure(null, WoodlandMansionStructure.templates(SimpleStructures.overworld().features().states()));
        return s.generateMansion(0, 70, 0, rotation, new ScriptedRandom());
    }

    static List<String> describe(List<WoodlandMansionPiece> pieces) {
        List<String> out = new ArrayList<>();
        for (WoodlandMansionPiece p : pieces) {
            int[] t = p.templatePosition();
            out.add(p.templateName() + " " + t[0] + " " + t[1] + " " + t[2] + " " + p.rotation().name());
        }
        return out;
    }
}
