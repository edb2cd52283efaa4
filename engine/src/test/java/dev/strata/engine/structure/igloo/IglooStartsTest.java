package dev.strata.engine.structure.igloo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The igloo's starts against the game's rules (no fixture start holds one): the draws (rotation, basement at
 * {@code nextDouble() < 0.5}, depth {@code nextInt(8) + 4}), the pieces' order (laboratory, ladder shafts, igloo)
 * and their template positions and boxes.
 */
class IglooStartsTest {
    @Test
    void laboratoryShaftsAndIglooAsTheDrawsSay() {
        Structure s = SimpleStructures.bind("minecraft:igloo", IglooStructure::bind);
        int basements = 0;
        for (int i = 0; i < 16; i++) {
            int cx = 30 + i * 11, cz = -70 + i * 5;
            GenerationContext c = GenerationContext.of(13579L, cx, cz, 63, -64, 384, SimpleStructures.context());
            List<StructurePiece> pieces = s.findGenerationPoint(c).orElseThrow().piecesBuilder().build();
            WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0L));
            r.setLargeFeatureSeed(13579L, cx, cz);
            int rotation = r.nextInt(4);
            int depth = r.nextDouble() < 0.5 ? r.nextInt(8) + 4 : 0;
            assertEquals(depth == 0 ? 1 : depth + 1, pieces.size());
            IglooPiece top = (IglooPiece) pieces.get(pieces.size() - 1);
            assertEquals("minecraft:igloo/top", top.createTag().getString("Template"));
            assertEquals(rotation, top.rotation().ordinal());
            assertEquals(List.of(cx << 4, 90, cz << 4), List.of(top.templatePosition()[0], top.templatePosition()[1], top.templatePosition()[2]));
            // igloo/top is 7 x 5 x 8, turned about (3, 5): its box is the turned footprint at y 90..94
            BoundingBox b = top.getBoundingBox();
            assertEquals(List.of(90, 94), List.of(b.minY(), b.maxY()));
            assertEquals(rotation % 2 == 0 ? List.of(7, 8) : List.of(8, 7), List.of(b.getXSpan(), b.getZSpan()));
            if (depth == 0) continue;
            basements++;
            IglooPiece lab = (IglooPiece) pieces.get(0);
            assertEquals("minecraft:igloo/bottom", lab.createTag().getString("Template"));
            assertEquals(List.of((cx << 4), 90 - 3 - depth * 3, (cz << 4) - 2),
                    List.of(lab.templatePosition()[0], lab.templatePosition()[1], lab.templatePosition()[2]));
            for (int k = 1; k < depth; k++) {
                IglooPiece shaft = (IglooPiece) pieces.get(k);
                assertEquals("minecraft:igloo/middle", shaft.createTag().getString("Template"));
                assertEquals(List.of((cx << 4) + 2, 90 - 3 - (k - 1) * 3, (cz << 4) + 4),
                        List.of(shaft.templatePosition()[0], shaft.templatePosition()[1], shaft.templatePosition()[2]));
                assertEquals(2, shaft.createTag().getInt("O"));
            }
        }
        assertTrue(basements > 0 && basements < 16, basements + " of 16 with a basement");
    }
}
