package dev.strata.engine.structure.oceanruin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePiecesBuilder;
import dev.strata.engine.structure.template.Rotation;
import java.util.List;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureStart;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/** The game's warm ocean ruin start of seed 13579 (a large ruin with a cluster of five), piece for piece. */
class OceanRuinStartsTest {
    @Test
    void theGamesWarmRuinCluster() {
        Structure s = SimpleStructures.bind("minecraft:ocean_ruin_warm", OceanRuinStructure::bind);
        SimpleStructures.assertMatchesFixture(s, -98, 31);
    }

    @Test
    void piecesSaveIntegrityAndSize() {
        Structure s = SimpleStructures.bind("minecraft:ocean_ruin_warm", OceanRuinStructure::bind);
        StructureStart start = SimpleStructures.generate(s, -98, 31);
        CompoundBinaryTag big = start.pieces().get(0).createTag(), small = start.pieces().get(1).createTag();
        assertEquals("minecraft:orp", big.getString("id"));
        assertEquals(0.9f, big.getFloat("Integrity"));
        assertEquals(true, big.getBoolean("IsLarge"));
        assertEquals("WARM", big.getString("BiomeType"));
        assertEquals(0.8f, small.getFloat("Integrity"));
        assertEquals(false, small.getBoolean("IsLarge"));
    }

    /**
     * A cold ruin is three pieces at one index and place: brick, cracked (integrity 0.7), mossy (0.5); a large one's
     * cluster adds small triples around it, none meeting the large ruin's box.
     */
    @Test
    void aColdRuinIsThreeTemplatesAtOnePlace() {
        OceanRuinStructure s = (OceanRuinStructure) SimpleStructures.bind("minecraft:ocean_ruin_cold", OceanRuinStructure::bind);
        int clusters = 0;
        for (long seed = 0; seed < 40; seed++) {
            StructurePiecesBuilder b = new StructurePiecesBuilder();
            s.addPieces(0, 90, 0, Rotation.values()[(int) (seed & 3)], b, new WorldgenRandom(new LegacyRandom(seed * 0x9E3779B97F4A7C15L)));
            List<StructurePiece> pieces = b.build();
            assertEquals(0, pieces.size() % 3);
            for (int i = 0; i < pieces.size(); i += 3) {
                CompoundBinaryTag brick = pieces.get(i).createTag();
                String t = brick.getString("Template");
                assertTrue(t.startsWith("minecraft:underwater_ruin/brick_") || t.startsWith("minecraft:underwater_ruin/big_brick_"), t);
                assertEquals(t.replace("brick", "cracked"), pieces.get(i + 1).createTag().getString("Template"));
                assertEquals(t.replace("brick", "mossy"), pieces.get(i + 2).createTag().getString("Template"));
                assertEquals(0.7f, pieces.get(i + 1).createTag().getFloat("Integrity"));
                assertEquals(0.5f, pieces.get(i + 2).createTag().getFloat("Integrity"));
                assertEquals(pieces.get(i).getBoundingBox(), pieces.get(i + 2).getBoundingBox());
                if (i > 0) assertFalse(pieces.get(i).getBoundingBox().intersects(pieces.get(0).getBoundingBox()));
            }
            if (pieces.size() > 3) clusters++;
        }
        assertTrue(clusters > 0, "some of the 40 seeds make a cluster");
    }
}
